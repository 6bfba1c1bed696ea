import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LicenseChannelsRepository } from '#application/ports/license-channels-repository.port';
import type { LicenseChannels } from '#domain/licensing/license';
import { KyLicenseChannelsRepository } from '#infrastructure/http/ky-license-channels-repository';
import { InMemoryLicenseChannelsRepository } from '#test/support/fakes/in-memory-license-channels-repository';
import { minorUnits } from '#test/support/mothers/screen.mother';
import { createSignedInUser } from '#test/support/server/accounts';
import { demoTitleId } from '#test/support/server/demo-titles';
import { createTestApp, type TestApp } from '#test/support/server/test-server';
import { pageHttp } from './adapter-http';
import { BrowserCookies } from './browser-cookies';

interface Subject {
  /** A new pl user's licences, on their first device. */
  readonly repository: LicenseChannelsRepository;
  readonly visitor: LicenseChannelsRepository;
  /** "Hrabia Monte Christo": 59,90 zł, not in the club. */
  readonly paidId: string;
  /** "Opowieść wigilijna": free. */
  readonly freeId: string;
  readonly teardown: () => Promise<void>;
}

/** What every LicenseChannelsRepository must do (spec §3, §4, §7 GET /me/audiobook-license-channels/{id}). */
const licenseChannelsContract = (name: string, setup: () => Promise<Subject>) => {
  describe(`LicenseChannelsRepository contract: ${name}`, () => {
    let subject: Subject;

    beforeAll(async () => {
      subject = await setup();
    });

    afterAll(async () => {
      await subject.teardown();
    });

    it('offers a paid title for sale at its price, and no club share for a title outside the club', async () => {
      const result = await subject.repository.channelsOf(subject.paidId);
      if (!result.ok) throw new Error(result.error.code);
      expect(result.value.oneoff).toMatchObject({ state: 'CAN_BUY', price: 5990 });
      expect(result.value.shared).toBeNull();
    });

    it('lets anyone signed in listen to a free title', async () => {
      const result = await subject.repository.channelsOf(subject.freeId);
      expect(result.ok && result.value.oneoff?.state).toBe('CAN_LISTEN');
    });

    it('has none for a visitor', async () => {
      expect(await subject.visitor.channelsOf(subject.paidId)).toEqual({
        ok: false,
        error: { code: 'AUTH.NOT_SIGNED_IN' },
      });
    });
  });
};

const portFor = (app: TestApp['app'], cookies: BrowserCookies) =>
  new KyLicenseChannelsRepository(pageHttp(app, cookies));

let shared: TestApp;

licenseChannelsContract('KyLicenseChannelsRepository against the reference API', async () => {
  shared = await createTestApp();
  const account = await createSignedInUser(shared);
  return {
    repository: portFor(shared.app, new BrowserCookies().set('audiora_access', account.accessToken)),
    visitor: portFor(shared.app, new BrowserCookies()),
    paidId: await demoTitleId(shared, 'pl', 'Hrabia Monte Christo'),
    freeId: await demoTitleId(shared, 'pl', 'Opowieść wigilijna'),
    teardown: () => shared.close(),
  };
});

licenseChannelsContract('InMemoryLicenseChannelsRepository', async () => {
  const channel = (state: 'CAN_BUY' | 'CAN_LISTEN', price: number): LicenseChannels => ({
    oneoff: {
      state,
      price: minorUnits(price),
      lowestPrice: null,
      discountPrice: null,
      availableDiscount: minorUnits(0),
    },
    shared: null,
  });
  return {
    repository: new InMemoryLicenseChannelsRepository()
      .withLicenses('paid', channel('CAN_BUY', 5990))
      .withLicenses('free', channel('CAN_LISTEN', 0)),
    visitor: new InMemoryLicenseChannelsRepository().signedOut(),
    paidId: 'paid',
    freeId: 'free',
    teardown: async () => undefined,
  };
});
