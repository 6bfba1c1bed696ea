import { z } from './zod';

/**
 * `?device_id=` of the device-aware reads (license channels, the stop-playback check): optional, and when sent it
 * must be the device the session was opened on (403 DEVICE_MISMATCH otherwise); the session's device is used.
 */
export const sessionDeviceQuerySchema = z.object({ device_id: z.string().min(1).max(64).optional() });
