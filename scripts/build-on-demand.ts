// Builds each on-demand file beside dist/cdn/pay-form.js, from the one list the loaders read
// (src/pay-form/core/on-demand-files.ts): one Vite run each (vite.config.ts, mode `cdn-on-demand:<file>`), so each file
// holds all its code and needs no other.
import { build } from 'vite';
import { ON_DEMAND_FILES, ON_DEMAND_MODE } from '../src/pay-form/core/on-demand-files.ts';

for (const { file } of ON_DEMAND_FILES) await build({ mode: `${ON_DEMAND_MODE}${file}`, logLevel: 'warn' });
