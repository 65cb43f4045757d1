// Which browser origins may call /mcp. The MCP specification asks servers to check the
// Origin header: a page on evil.example whose name has been made to resolve to 127.0.0.1
// (DNS rebinding) could otherwise drive a server on the user's own machine. The rest of the
// API is public, read-only data open to any origin (./cors.ts).
//
// By default a server listening on a loopback address accepts pages served from loopback
// (any port: an MCP inspector, a local web client) and a server listening on any other
// interface (a deployment) accepts any origin; $JUDGE_ALLOWED_ORIGINS ("*", or origins
// separated by commas) replaces that. A request without Origin (not from a browser) passes.

export type OriginPolicy = (origin: string) => boolean;

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

function isLoopbackHost(host: string): boolean {
  return LOOPBACK_HOSTS.has(host) || /^127\.\d+\.\d+\.\d+$/.test(host) || host.endsWith('.localhost');
}

/** The policy for a server listening on `listenHost`, or the one `configured` names. */
export function originPolicy(listenHost: string, configured?: string): OriginPolicy {
  if (configured?.trim()) {
    const listed = configured.split(',').map((o) => o.trim().replace(/\/$/, ''));
    if (listed.includes('*')) return () => true;
    return (origin) => listed.includes(origin);
  }
  if (!isLoopbackHost(listenHost)) return () => true;
  return (origin) => {
    try {
      return isLoopbackHost(new URL(origin).hostname);
    } catch {
      return false; // "null" (a file or sandboxed page) and anything unreadable
    }
  };
}
