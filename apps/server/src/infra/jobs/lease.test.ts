import { describe, expect, it } from 'vitest';
import { DEFAULT_JOB_LEASE_MS, maxTakeoverDelayMs, resolveJobLease } from './lease.ts';

describe('job lease', () => {
  it('by default, a job whose worker died runs again within 30 s of another worker polling (1 s polls)', () => {
    const lease = resolveJobLease();
    expect(DEFAULT_JOB_LEASE_MS).toBeLessThanOrEqual(30_000);
    expect(lease).toEqual({ leaseMs: 20_000, heartbeatMs: 5_000 });
    expect(maxTakeoverDelayMs(lease, 1_000)).toBeLessThanOrEqual(30_000);
  });

  it('renews four times per lease unless told otherwise', () => {
    expect(resolveJobLease({ leaseMs: 400 })).toEqual({ leaseMs: 400, heartbeatMs: 100 });
    expect(resolveJobLease({ leaseMs: 400, heartbeatMs: 200 })).toEqual({ leaseMs: 400, heartbeatMs: 200 });
  });

  it('refuses a heartbeat that would not renew the lease at least twice before it runs out', () => {
    expect(() => resolveJobLease({ leaseMs: 400, heartbeatMs: 201 })).toThrow(RangeError);
    expect(() => resolveJobLease({ leaseMs: 400, heartbeatMs: 400 })).toThrow(RangeError);
    expect(() => resolveJobLease({ leaseMs: 400, heartbeatMs: 0 })).toThrow(RangeError);
    expect(() => resolveJobLease({ leaseMs: 0 })).toThrow(RangeError);
    expect(() => resolveJobLease({ leaseMs: Number.NaN })).toThrow(RangeError);
  });
});
