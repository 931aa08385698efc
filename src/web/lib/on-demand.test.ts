import { describe, expect, it } from 'vitest';
import { onDemand } from './on-demand';

describe('onDemand', () => {
  it('downloads once for every caller, and has the module once it arrived', async () => {
    let downloads = 0;
    const module = onDemand(async () => ({ n: ++downloads }));
    expect(module.loaded()).toBeUndefined();
    const [a, b] = await Promise.all([module.load(), module.load()]);
    expect(a).toBe(b);
    expect(downloads).toBe(1);
    expect(module.loaded()).toBe(a);
  });

  it('forgets a failed download, so the next call tries again; a prefetch leaves the failure to it', async () => {
    let online = false;
    const module = onDemand(async () => {
      if (!online) throw new Error('offline');
      return 'steps';
    });
    module.prefetch();
    await expect(module.load()).rejects.toThrow('offline');
    online = true;
    await expect(module.load()).resolves.toBe('steps');
  });
});
