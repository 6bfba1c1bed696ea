import type { ReactNode } from 'react';

const Svg = ({ children }: { readonly children: ReactNode }) => (
  <svg width={24} height={24} viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
    {children}
  </svg>
);

/** A triangle pointing right. */
export const PlayIcon = () => (
  <Svg>
    <path d="M8 5v14l11-7z" />
  </Svg>
);

/** Two bars. */
export const PauseIcon = () => (
  <Svg>
    <path d="M7 5h4v14H7zM13 5h4v14h-4z" />
  </Svg>
);

/** A speaker with sound waves. */
export const VolumeIcon = () => (
  <Svg>
    <path d="M4 9v6h4l5 4V5L8 9H4zm12.5 3a4.5 4.5 0 0 0-2.5-4v8a4.5 4.5 0 0 0 2.5-4zM14 3.2v2.1a7 7 0 0 1 0 13.4v2.1a9 9 0 0 0 0-17.6z" />
  </Svg>
);

/** A speaker crossed out. */
export const MutedIcon = () => (
  <Svg>
    <path d="M4 9v6h4l5 4V5L8 9H4zm12.6 3 2.7-2.7-1.4-1.4-2.7 2.7-2.7-2.7-1.4 1.4 2.7 2.7-2.7 2.7 1.4 1.4 2.7-2.7 2.7 2.7 1.4-1.4z" />
  </Svg>
);

/** A bar and a triangle pointing left: to the chapter's start. */
export const PreviousIcon = () => (
  <Svg>
    <path d="M6 6h2v12H6zm3.5 6 8.5 6V6z" />
  </Svg>
);

/** A triangle pointing right and a bar: to the next chapter. */
export const NextIcon = () => (
  <Svg>
    <path d="M6 18l8.5-6L6 6v12zM16 6h2v12h-2z" />
  </Svg>
);
