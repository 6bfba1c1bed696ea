/** What listening and downloading refuse: a title the viewer may not hear or keep, a device beyond the limit, no media. */
export type LibraryError =
  | { readonly code: 'NOT_ENTITLED'; readonly wanted: 'listen' | 'download' }
  | { readonly code: 'DEVICE_NOT_ALLOWED'; readonly limit: number }
  | { readonly code: 'MEDIA_NOT_READY' };
