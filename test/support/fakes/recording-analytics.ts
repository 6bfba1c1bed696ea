import type { AnalyticsEvent, AnalyticsPort } from '#application/ports/analytics.port';

/** Keeps every analytics event sent. */
export class RecordingAnalytics implements AnalyticsPort {
  readonly events: AnalyticsEvent[] = [];

  track(event: AnalyticsEvent): void {
    this.events.push(event);
  }
}
