// `node --import register.mjs`: the hooks take their URLs from FW_NODE_HOOKS (JSON: { shim, swap }),
// which run-on-node.ts sets.
import { register } from 'node:module';

register('./hooks.mjs', import.meta.url, { data: JSON.parse(process.env.FW_NODE_HOOKS ?? '{}') });
