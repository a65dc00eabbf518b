import { describe, expect, it } from 'vitest';
import { ON_DEMAND_FILES } from './core/on-demand-files';
import { esModuleLoader } from './es-modules';

describe('the ES entry’s on-demand loader', () => {
  it.each(ON_DEMAND_FILES.map(({ file }) => file))('loads %s', async (file) => {
    await expect(esModuleLoader(file)).resolves.toBeTypeOf('object');
  });

  it('refuses a file it does not know with the step’s code', async () => {
    await expect(esModuleLoader('pay-form-unknown.js')).rejects.toMatchObject({ code: 'PAYMENT_STEP_UNAVAILABLE' });
  });
});
