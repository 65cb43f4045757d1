// The package's version, from package.json one level above src/ (and above dist/, in an
// installed package). The CLI prints it; the API puts it in its cache validators, so that
// an upgrade that answers differently never has its answers taken for the old ones.
import { readFileSync } from 'node:fs';

let version: string | undefined;

export function packageVersion(): string {
  version ??= (JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }).version;
  return version;
}
