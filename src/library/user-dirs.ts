// Where an installed package keeps what it writes. The package folder comes first (a
// development checkout keeps data/ beside the code), but an install into a read-only
// folder (a global npm prefix owned by root, a container image) must still work, so the
// parsed editions then go to the user's cache folder, and `judge fetch` always saves into
// the user's data folder, never into the package.
import { accessSync, constants as fsConstants, mkdirSync } from 'node:fs';
import { access, constants, mkdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

const APP = 'mtg-judge';

/** The user's cache folder for this program: $XDG_CACHE_HOME/mtg-judge, else the platform's
 *  (~/.cache, ~/Library/Caches, %LOCALAPPDATA%). */
export function userCacheDir(): string {
  if (process.env.XDG_CACHE_HOME) return path.join(process.env.XDG_CACHE_HOME, APP);
  if (process.platform === 'darwin') return path.join(os.homedir(), 'Library', 'Caches', APP);
  if (process.platform === 'win32') return path.join(process.env.LOCALAPPDATA ?? path.join(os.homedir(), 'AppData', 'Local'), APP, 'Cache');
  return path.join(os.homedir(), '.cache', APP);
}

/** The user's data folder for this program: $XDG_DATA_HOME/mtg-judge, else the platform's
 *  (~/.local/share, ~/Library/Application Support, %APPDATA%). */
export function userDataDir(): string {
  if (process.env.XDG_DATA_HOME) return path.join(process.env.XDG_DATA_HOME, APP);
  if (process.platform === 'darwin') return path.join(os.homedir(), 'Library', 'Application Support', APP);
  if (process.platform === 'win32') return path.join(process.env.APPDATA ?? path.join(os.homedir(), 'AppData', 'Roaming'), APP);
  return path.join(os.homedir(), '.local', 'share', APP);
}

/** Where `judge fetch` saves English releases, and every command reads them from. */
export function userRulesDir(): string {
  return path.join(userDataDir(), 'rules');
}

/** True when `dir` exists (or can be created) and this process may write into it. */
export async function writable(dir: string): Promise<boolean> {
  try {
    await mkdir(dir, { recursive: true });
    await access(dir, constants.W_OK);
    return true;
  } catch {
    return false;
  }
}

/** writable(), for the callers that must know at once (the data folder is chosen synchronously). */
export function writableSync(dir: string): boolean {
  try {
    mkdirSync(dir, { recursive: true });
    accessSync(dir, fsConstants.W_OK);
    return true;
  } catch {
    return false;
  }
}
