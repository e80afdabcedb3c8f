/** Every lint, in the order the CLI runs them. */
import { authRlsInitplan } from './auth-rls-initplan.ts'
import { functionSearchPathMutable } from './function-search-path-mutable.ts'
import { multiplePermissivePolicies } from './multiple-permissive-policies.ts'
import { policyExistsRlsDisabled } from './policy-exists-rls-disabled.ts'
import { publicBucketAllowsListing } from './public-bucket-allows-listing.ts'
import { rlsDisabledInApi } from './rls-disabled-in-api.ts'
import { rlsPolicyAlwaysTrue } from './rls-policy-always-true.ts'
import {
  anonSecurityDefinerFunctionExecutable,
  authenticatedSecurityDefinerFunctionExecutable,
} from './security-definer-function-executable.ts'
import { securityDefinerView } from './security-definer-view.ts'
import type { Lint } from './types.ts'
import { unindexedForeignKeys } from './unindexed-foreign-keys.ts'

export const lints: Lint[] = [
  rlsDisabledInApi,
  policyExistsRlsDisabled,
  securityDefinerView,
  functionSearchPathMutable,
  anonSecurityDefinerFunctionExecutable,
  authenticatedSecurityDefinerFunctionExecutable,
  rlsPolicyAlwaysTrue,
  publicBucketAllowsListing,
  authRlsInitplan,
  multiplePermissivePolicies,
  unindexedForeignKeys,
]
