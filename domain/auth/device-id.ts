/** Spec §3: a client names its device with an id (the browser's is a random UUID); any short token of these characters. */
export const DEVICE_ID_PATTERN = /^[A-Za-z0-9._:-]{1,64}$/;

/** Spec §3: whether a value can be a device id, as the API accepts it. */
export const isDeviceId = (value: string): boolean => DEVICE_ID_PATTERN.test(value);
