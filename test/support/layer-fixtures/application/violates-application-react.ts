// Type-only on purpose: type imports count as dependencies too.
import type { ReactNode } from 'react';

export type Rendered = ReactNode;
