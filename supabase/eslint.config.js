import { base } from '@teamboard/eslint-config/base'

export default base(import.meta.dirname)
