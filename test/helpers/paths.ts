import path from 'node:path';
import { REPO_ROOT } from '../../src/library/data.ts';

/** The official English releases: read in place, never copied into the repo. */
export const CR_EN = path.resolve(REPO_ROOT, '..', 'shared', 'cr-en');
export const RULES = path.join(REPO_ROOT, 'rules');
export const IT_RULES = path.join(RULES, 'it-regole-complete-2020-07-03.txt');
export const PT_RULES = path.join(RULES, 'pt-regras-completas-classic.txt');
export const enRelease = (file: string) => path.join(CR_EN, file);
