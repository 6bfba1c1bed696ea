import { join } from 'node:path';
import { DEMO_MEDIA_DOWNLOADS_DIR, DEMO_MEDIA_PUBLIC_DIR } from './demo-recording';

/** Where this server finds the media it serves: the public tree (CDN-ready) and the downloads, both absolute. */
export interface MediaFiles {
  readonly publicDir: string;
  readonly downloadsDir: string;
}

/** The demo media of the repository whose root is given. */
export const demoMediaFiles = (repositoryRoot: string): MediaFiles => ({
  publicDir: join(repositoryRoot, DEMO_MEDIA_PUBLIC_DIR),
  downloadsDir: join(repositoryRoot, DEMO_MEDIA_DOWNLOADS_DIR),
});

/** Where the server's own copy of the public tree is published: `/media/{version}/…`. */
export const MEDIA_PATH = '/media';
