// How long `./run dev` takes a newcomer: for each commit given, a fresh clone of this repository
// (no node_modules, no .toolchain, no dist, no .next, no turbo cache), then `./run dev`, timed from
// the clone to the first 200 of `/` and then of `/sign-up`, with the CPU seconds every process of
// the run had spent by then and the machine's load. Commits alternate, so a change of load hits
// both sides alike. Where the time goes: docs/decisions/dev-start.md.
//
//   node scripts/measure-dev-start.mjs [--runs 2] [--keep] <commit> [<commit>…]
//
// `./run dev` takes the default dev ports (3000, 54321, 54324, 54325, 5180, 8969): every run holds
// /tmp/teamboard-devports.lock (flock), then waits until no CI simulation (`ci-run`) is running,
// before its clock starts.
// Everything a run started is ended: its process group, then any process still working in the clone.
// The runs inherit this shell's PATH: with a Node ≥ 22.12 and the pinned pnpm on it (as after
// `source scripts/toolchain.sh`), `./run` installs no toolchain into the clone. Each run's output,
// with timestamps, stays in /tmp/devstart-<pid>-<n>.log.
import { execFileSync, spawn } from 'node:child_process'
import { createWriteStream, readdirSync, readFileSync, readlinkSync, rmSync } from 'node:fs'
import { loadavg } from 'node:os'
import { dirname, join } from 'node:path'
import { parseArgs } from 'node:util'

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { runs: { type: 'string', default: '2' }, keep: { type: 'boolean', default: false } },
})
const repo = join(dirname(new URL(import.meta.url).pathname), '..')
const commits = positionals.length > 0 ? positionals : ['HEAD']
const lock = '/tmp/teamboard-devports.lock'
const web = 'http://localhost:3000'
const ticks = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }))
// Per page: on two cores shared with other work, a cold first compile has taken over 15 minutes.
const limitMs = 30 * 60_000

function sleep(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms))
}

function ciRunning() {
  try {
    execFileSync('pgrep', ['-f', 'ci-run'], { stdio: 'ignore' })
    return true
  } catch {
    return false
  }
}

// Every process id whose stat says it is in the group, or whose working directory is in the clone.
function processesOf(group, dir) {
  const found = []
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      const inGroup = Number(fields[2]) === group
      if (inGroup || readlinkSync(`/proc/${entry}/cwd`).startsWith(dir)) {
        const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'))
        found.push({ pid: Number(entry), name, cwd: readlinkSync(`/proc/${entry}/cwd`), fields })
      }
    } catch {
      // the process ended while we looked
    }
  }
  return found
}

// CPU seconds of the run so far: live processes' own time plus that of the children they reaped,
// in all and by process name and working directory (which task spent them).
function cpuSeconds(group, dir) {
  let sum = 0
  const by = {}
  for (const { name, cwd, fields } of processesOf(group, dir)) {
    const spent = Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14])
    const key = `${name} ${cwd.slice(dir.length) || '/'}`
    by[key] = (by[key] ?? 0) + spent / ticks
    sum += spent
  }
  const top = Object.entries(by)
    .filter(([, seconds]) => seconds >= 0.5)
    .sort((a, b) => b[1] - a[1])
    .map(([key, seconds]) => `${key}: ${seconds.toFixed(1)}`)
  return { cpu: sum / ticks, top }
}

async function firstOk(path, deadline) {
  while (Date.now() < deadline) {
    try {
      const response = await fetch(web + path, { redirect: 'manual' })
      await response.arrayBuffer()
      if (response.status === 200) return
    } catch {
      // not listening yet
    }
    await sleep(250)
  }
  throw new Error(`${path}: no 200 within ${limitMs / 60_000} minutes`)
}

async function stop(child, dir) {
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGKILL']) {
    const left = processesOf(child.pid, dir)
    if (left.length === 0) return
    for (const { pid } of left) {
      try {
        process.kill(pid, signal)
      } catch {
        // already gone
      }
    }
    for (let waited = 0; waited < 10_000 && processesOf(child.pid, dir).length > 0; waited += 250) {
      await sleep(250)
    }
  }
}

// Holds the dev-ports lock until `release` is called; resolves once it is held.
function takeLock() {
  const holder = spawn('flock', [lock, 'sh', '-c', 'echo held && exec cat'], {
    stdio: ['pipe', 'pipe', 'inherit'],
  })
  return new Promise((resolve) => {
    holder.stdout.once('data', () => resolve(() => holder.stdin.end()))
  })
}

async function measure(commit, index) {
  const release = await takeLock()
  try {
    while (ciRunning()) await sleep(5_000)
    return await run(commit, index)
  } finally {
    release()
  }
}

async function run(commit, index) {
  const dir = `/tmp/devstart-${process.pid}-${index}`
  const log = createWriteStream(`${dir}.log`)
  const load = loadavg()[0]
  const start = Date.now()
  execFileSync('git', ['clone', '-q', repo, dir])
  execFileSync('git', ['-C', dir, 'checkout', '-q', commit])
  const marks = {}
  // `./run dev` leads a group of its own (detached), so one kill reaches every task.
  const child = spawn('./run', ['dev'], { cwd: dir, detached: true })
  for (const stream of [child.stdout, child.stderr]) {
    stream.on('data', (chunk) => {
      const at = ((Date.now() - start) / 1000).toFixed(1)
      for (const line of String(chunk).split('\n').filter(Boolean)) {
        log.write(`${at} ${line}\n`)
        if (!marks.turbo && /Packages in scope|Running dev/.test(line)) marks.turbo = at
        if (!marks.next && /@teamboard\/web:dev: .*next dev|▲ Next\.js/.test(line)) marks.next = at
        if (!marks.ready && /@teamboard\/web:dev: .*Ready in/.test(line)) marks.ready = at
      }
    })
  }
  try {
    await firstOk('/', Date.now() + limitMs)
    const home = { s: (Date.now() - start) / 1000, ...cpuSeconds(child.pid, dir) }
    await firstOk('/sign-up', Date.now() + limitMs)
    const signUp = { s: (Date.now() - start) / 1000, ...cpuSeconds(child.pid, dir) }
    return { commit, load, marks, home, signUp, endLoad: loadavg()[0] }
  } finally {
    await stop(child, dir)
    log.end()
    if (!values.keep) rmSync(dir, { recursive: true, force: true })
  }
}

const rows = []
for (let run = 0; run < Number(values.runs); run += 1) {
  for (const commit of commits) {
    const row = await measure(commit, rows.length).catch((error) => ({ commit, error }))
    rows.push(row)
    console.log(
      JSON.stringify(row, (key, value) => (value instanceof Error ? value.message : value)),
    )
  }
}
console.log(
  '\n| commit | load (start→end) | turbo | next dev | ready | `/` 200 | CPU at `/` | `/sign-up` 200 | CPU at `/sign-up` |',
)
console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |')
for (const { commit, error, load, endLoad, marks, home, signUp } of rows) {
  if (error) {
    console.log(`| ${commit} | failed: ${error.message} |`)
    continue
  }
  console.log(
    `| ${commit} | ${load.toFixed(1)}→${endLoad.toFixed(1)} | ${marks.turbo ?? '–'} s | ${marks.next ?? '–'} s | ${marks.ready ?? '–'} s | ${home.s.toFixed(1)} s | ${home.cpu.toFixed(1)} s | ${signUp.s.toFixed(1)} s | ${signUp.cpu.toFixed(1)} s |`,
  )
}
