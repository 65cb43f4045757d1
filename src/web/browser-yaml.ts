// The YAML library the server reads scenarios with (`yaml`), for the browser: the entry that
// `npm run build:web-yaml` bundles (esbuild) into public/yaml-lib.js. The explainer imports
// it only when YAML is needed — an example or a shared link to read, the YAML box opened —
// so the board builder is usable before it arrives; a scenario the page parses is parsed
// exactly as the server will parse it, and its slips carry the same error codes and lines.
export { Document, isMap, isSeq, parseDocument, visit } from 'yaml';
