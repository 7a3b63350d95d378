// Module hooks of register.mjs: where the built MCP server (a file under `mcp/dist/`) imports
// `@cairn/session`, it gets the real module with two exports replaced:
// - `noPersonProof`: a port that is "present" and signs every request with the person's key,
//   opened with CAIRN_STUB_PASSPHRASE from the home CAIRN_STUB_HOME, asking no one;
// - `openProject`: the real one, on the channel CAIRN_STUB_CHANNEL when it is set (the group's
//   control: a person's channel with this port must fail the group).
const STUB = 'cairn-stub-session:';

export async function resolve(specifier, context, next) {
  const resolved = await next(specifier, context);
  if (specifier === '@cairn/session' && /[\\/]mcp[\\/]dist[\\/]/u.test(context.parentURL ?? '')) {
    return { url: `${STUB}${encodeURIComponent(resolved.url)}`, format: 'module', shortCircuit: true };
  }
  return resolved;
}

export async function load(url, context, next) {
  if (!url.startsWith(STUB)) return next(url, context);
  const real = JSON.stringify(decodeURIComponent(url.slice(STUB.length)));
  const source = `
import * as real from ${real};
export * from ${real};
let unlocked;
export function noPersonProof() {
  return {
    present: () => true,
    async sign(request) {
      unlocked ??= real.unlockWithPassphrase(process.env.CAIRN_STUB_HOME, process.env.CAIRN_STUB_PASSPHRASE);
      return real.signRequest(await unlocked, request, { now: new Date(), interactive: true });
    },
  };
}
export function openProject(options) {
  const channel = process.env.CAIRN_STUB_CHANNEL;
  return real.openProject(channel ? { ...options, channel } : options);
}
`;
  return { format: 'module', source, shortCircuit: true };
}
