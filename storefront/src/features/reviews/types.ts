import type { z } from 'zod';
import type { reviewItemSchema, reviewPageSchema } from './contract';

/** One approved review. */
export type ReviewItem = z.output<typeof reviewItemSchema>;
/** A page of a product's reviews with its rating in numbers. */
export type ReviewPage = z.output<typeof reviewPageSchema>;
