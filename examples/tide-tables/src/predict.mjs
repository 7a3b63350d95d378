// Harmonic tide prediction: mean sea level plus one cosine term per constituent.
// Heights in metres, times in UTC. Pure: no I/O, so tests need no network.

const DEG = Math.PI / 180;

/**
 * Height of the tide at `time` for a station's constituents.
 * @param {{ msl: number, constituents: { speed: number, amplitude: number, phase: number }[] }} station
 *   speed in degrees per hour, amplitude in metres, phase in degrees
 * @param {Date} time
 * @param {Date} epoch the start of the year the phases refer to
 * @returns {number} metres above chart datum
 */
export function heightAt(station, time, epoch) {
  const hours = (time.getTime() - epoch.getTime()) / 3_600_000;
  let height = station.msl;
  for (const c of station.constituents) height += c.amplitude * Math.cos((c.speed * hours - c.phase) * DEG);
  return height;
}

/**
 * Heights every `stepMinutes` over one UTC day.
 * @returns {{ time: string, height: number }[]}
 */
export function dayCurve(station, day, epoch, stepMinutes = 10) {
  const start = Date.parse(`${day}T00:00:00Z`);
  const points = [];
  for (let m = 0; m < 24 * 60; m += stepMinutes) {
    const time = new Date(start + m * 60_000);
    points.push({ time: time.toISOString(), height: Math.round(heightAt(station, time, epoch) * 100) / 100 });
  }
  return points;
}
