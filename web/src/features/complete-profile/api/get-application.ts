// The application of /merchant/complete-profile/:applicationId: the one query per application
// row of src/lib (the onboarding wizard reads the same cache entry). Anonymous visitors may read
// a draft by its exact id; anything else answers "not found".
export {
  applicationRowQueryOptions as applicationQueryOptions,
  getApplicationRow as getApplication,
} from '@/lib/merchant-application'
