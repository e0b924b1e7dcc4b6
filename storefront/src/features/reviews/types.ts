import type { z } from 'zod';
import type { reviewPageSchema } from './contract';

/** A page of a product's reviews with its rating in numbers. */
export type ReviewPage = z.output<typeof reviewPageSchema>;
