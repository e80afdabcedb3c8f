import { react } from '@teamboard/eslint-config/react'

export default react(import.meta.dirname)
