import { z } from 'zod';
import { defineSection } from '../../lib/contract';

/** A customer message (SPEC.md §3): its type and its text (allowed tags only: sanitize when rendering). */
export const customerMessageSchema = z.object({ type: z.string(), text: z.string() });

/** The `messages` section: messages waiting for the shopper (flashed by the server). */
export const messagesSection = defineSection('messages', z.object({ messages: z.array(customerMessageSchema) }));
