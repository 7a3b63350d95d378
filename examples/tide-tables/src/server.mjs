import { createServer } from 'node:http';
import { dayCurve } from './predict.mjs';
import { STATIONS } from './stations.mjs';

const EPOCH = new Date('2024-01-01T00:00:00Z');
const TEN_MINUTES = 10 * 60_000;
const cache = new Map();

function send(res, status, body) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

createServer((req, res) => {
  const match = /^\/stations\/([A-Z]{3})\/(\d{4}-\d{2}-\d{2})$/.exec(req.url ?? '');
  if (!match) return send(res, 404, { error: 'not found' });
  const [, id, day] = match;
  const station = STATIONS[id];
  if (!station) return send(res, 404, { error: 'unknown station' });
  const key = `${id}/${day}`;
  const hit = cache.get(key);
  if (hit && Date.now() - hit.at < TEN_MINUTES) return send(res, 200, hit.body);
  const body = { station: id, name: station.name, day, unit: 'm', points: dayCurve(station, day, EPOCH) };
  cache.set(key, { at: Date.now(), body });
  return send(res, 200, body);
}).listen(Number(process.env.PORT ?? 8080));
