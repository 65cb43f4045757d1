// `judge mcp`: the MCP server (src/api/mcp.ts) on stdio, for assistants that start their
// tools as local processes (Claude Desktop, Claude Code, Cursor…; the README has a ready
// configuration). stdout carries the protocol only: everything else goes to stderr.
import type { Command } from 'commander';
import { packageVersion } from '../../version.ts';

export function register(program: Command): void {
  program
    .command('mcp')
    .action(async (_opts, command: Command) => {
      const { rules } = command.optsWithGlobals() as { rules?: string[] };
      const [{ openLibrary }, { buildMcpServer }, { defaultEngine }, { StdioServerTransport }] = await Promise.all([
        import('../../library/index.ts'),
        import('../../api/mcp.ts'),
        import('../../api/engine.ts'),
        import('@modelcontextprotocol/sdk/server/stdio.js'),
      ]);
      const library = await openLibrary({ rulesDirs: rules ?? [], log: (line) => process.stderr.write(`${line}\n`) });
      const server = buildMcpServer({ library, engine: defaultEngine() }, packageVersion());
      const transport = new StdioServerTransport();
      const closed = new Promise<void>((resolve) => {
        transport.onclose = resolve;
        process.stdin.once('end', resolve);
      });
      await server.connect(transport);
      await closed;
      await server.close();
    });
}
