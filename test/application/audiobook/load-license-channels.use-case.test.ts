import { describe, expect, it } from 'vitest';
import { LoadLicenseChannels } from '#application/audiobook/load-license-channels.use-case';
import { NO_LICENSES, type LicenseChannels } from '#domain/licensing/license';
import { InMemoryLicenseChannelsRepository } from '#test/support/fakes/in-memory-license-channels-repository';
import { aUser } from '#test/support/mothers/user.mother';
import { minorUnits } from '#test/support/mothers/screen.mother';

const CAN_BUY: LicenseChannels = {
  oneoff: {
    state: 'CAN_BUY',
    price: minorUnits(2990),
    lowestPrice: minorUnits(1990),
    discountPrice: minorUnits(1990),
    availableDiscount: minorUnits(1000),
  },
  shared: null,
};

describe('LoadLicenseChannels (spec §3, §5, §6)', () => {
  it("gives the signed-in user's licences for the title", async () => {
    const licenseChannelsRepository = new InMemoryLicenseChannelsRepository().withLicenses('p1', CAN_BUY);
    const result = await new LoadLicenseChannels({ licenseChannelsRepository }).execute({
      productId: 'p1',
      user: aUser(),
    });
    expect(result).toEqual({ ok: true, value: CAN_BUY });
  });

  it('asks nothing for a visitor, who has no licence', async () => {
    const licenseChannelsRepository = new InMemoryLicenseChannelsRepository().withLicenses('p1', CAN_BUY);
    const result = await new LoadLicenseChannels({ licenseChannelsRepository }).execute({
      productId: 'p1',
      user: null,
    });
    expect(result).toEqual({ ok: true, value: NO_LICENSES });
    expect(licenseChannelsRepository.requests).toEqual([]);
  });

  it('passes a failure on', async () => {
    const licenseChannelsRepository = new InMemoryLicenseChannelsRepository().signedOut();
    expect(
      await new LoadLicenseChannels({ licenseChannelsRepository }).execute({ productId: 'p1', user: aUser() }),
    ).toEqual({ ok: false, error: { code: 'AUTH.NOT_SIGNED_IN' } });
  });
});
