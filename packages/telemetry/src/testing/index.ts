export { startCaptureServer, type CaptureServer, type CapturedEnvelope } from './capture-server.js'
export { decodeBody, parseEnvelope, type Envelope, type EnvelopeItem } from './envelope.js'
