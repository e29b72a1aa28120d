import pino, { type DestinationStream, type Logger } from 'pino'
import type { Env } from '../env'

export type { Logger }

/**
 * The server's logger: JSON lines (one object per line, for a log collector) or readable lines for a person in a
 * terminal (LOG_FORMAT), at LOG_LEVEL. Errors are logged with their stack under `err`; answers never carry one.
 */
export function createLogger(env: Pick<Env, 'LOG_LEVEL' | 'LOG_FORMAT'>, destination?: DestinationStream): Logger {
  const options = {
    level: env.LOG_LEVEL,
    base: { service: 'roam' },
    timestamp: pino.stdTimeFunctions.isoTime,
    serializers: { err: pino.stdSerializers.err },
  }
  if (destination) return pino(options, destination)
  const pretty = env.LOG_FORMAT === 'pretty' || (env.LOG_FORMAT === 'auto' && process.stdout.isTTY === true)
  if (!pretty) return pino(options)
  return pino({
    ...options,
    transport: { target: 'pino-pretty', options: { colorize: true, ignore: 'pid,hostname,service' } },
  })
}
