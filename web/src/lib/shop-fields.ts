// The shop's contact fields as every editor of a shop checks them (the merchant's store page,
// the back office's shop edit): '' or a Hong Kong phone number (spec section 5's pattern), ''
// or a full web address. The message is the caller's key, in its own namespace.
import { z } from 'zod/mini'
import { HK_PHONE_PATTERN } from '@/lib/validation'

/** A full web address: http:// or https://, a host with a dot, no spaces. */
export const WEBSITE_PATTERN = /^https?:\/\/[^\s.]+\.[^\s]+$/i

const optional = (pattern: RegExp, error: string) =>
  z.string().check(z.trim(), z.refine((v) => v === '' || pattern.test(v), { error }))

/** '' or a Hong Kong phone number, trimmed. */
export const shopPhone = (error: string) => optional(HK_PHONE_PATTERN, error)

/** '' or a full web address, trimmed. */
export const shopWebsite = (error: string) => optional(WEBSITE_PATTERN, error)

/** Trimmed text of at most `max` characters (`tooLong` past that). */
export const textUpTo = (max: number, tooLong: string) => z.string().check(z.trim(), z.maxLength(max, { error: tooLong }))

/** Trimmed text, required, of at most `max` characters. */
export const requiredText = (max: number, required: string, tooLong: string) =>
  z.string().check(z.trim(), z.minLength(1, { error: required }), z.maxLength(max, { error: tooLong }))
