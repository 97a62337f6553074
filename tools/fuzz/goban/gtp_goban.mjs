// OGS's rules engine (GobanEngine from the `goban` npm package, the one online-go.com runs) as a
// GTP engine, so that kospec fuzz can drive it:
//   node gtp_goban.mjs [--superko psk|csk|ssk|noresult|ing|off] [--self-capture] [--no-ko-check]
// Each move is GobanEngine.place(x, y, checkForKo, errorOnSuperKo), as OGS places a player's move.
// Commands: protocol_version name version list_commands known_command quit boardsize clear_board
// komi play undo is_legal all_legal genmove (the first legal point in a seeded random order).
import {createRequire} from 'node:module'
import readline from 'node:readline'

// The goban bundle also holds OGS's board renderer, which touches the DOM when it loads; the
// rules engine itself never does. A few inert stand-ins let it load under node.
const noop = () => {}
const element = () => ({attachShadow: noop, addEventListener: noop, removeEventListener: noop,
  appendChild: noop, style: {}, setAttribute: noop, getContext: () => null,
  classList: {add: noop, remove: noop}})
globalThis.self = globalThis
globalThis.window = globalThis
globalThis.addEventListener = noop
globalThis.removeEventListener = noop
globalThis.document = {body: element(), head: element(), createElement: element,
  createElementNS: element, addEventListener: noop, removeEventListener: noop}
globalThis.CSSStyleSheet = undefined
console.log = noop  // the engine logs to stdout, which is GTP's channel
const {GobanEngine} = createRequire(import.meta.url)('goban')

const args = process.argv.slice(2)
const option = (name, fallback) => {
  const i = args.indexOf(name)
  return i >= 0 && i + 1 < args.length ? args[i + 1] : fallback
}
const superko = option('--superko', 'psk')
const selfCapture = args.includes('--self-capture')
const koCheck = !args.includes('--no-ko-check')

const LETTERS = 'ABCDEFGHJKLMNOPQRSTUVWXYZ'
let size = 19
let komi = 7.5
let engine
let seed = 1

function newGame() {
  engine = new GobanEngine({width: size, height: size, rules: 'chinese', komi,
    allow_self_capture: selfCapture, allow_superko: superko === 'off',
    superko_algorithm: superko === 'off' ? 'psk' : superko})
}
newGame()

class Failure extends Error {}
const colorOf = text => {
  const c = (text || '').toLowerCase()
  if (c === 'b' || c === 'black') return 1
  if (c === 'w' || c === 'white') return 2
  throw new Failure('syntax error: expected a color')
}
const vertexOf = text => {
  const v = (text || '').toUpperCase()
  if (v === 'PASS') return [-1, -1]
  const x = LETTERS.indexOf(v[0])
  const row = Number(v.slice(1))
  if (x < 0 || x >= size || !Number.isInteger(row) || row < 1 || row > size)
    throw new Failure('syntax error: invalid vertex')
  return [x, size - row]
}
const vertexName = (x, y) => LETTERS[x] + String(size - y)

// Places a move for `color`, passing first for the other player if it is not its turn.
function place(color, x, y) {
  const before = engine.cur_move
  try {
    if (engine.player !== color) engine.place(-1, -1, koCheck, true)
    engine.place(x, y, koCheck, true)
  } catch (e) {
    engine.jumpTo(before)
    throw new Failure('illegal move: ' + (e.message || e))
  }
  return before
}
const legal = (color, x, y) => {
  try {
    engine.jumpTo(place(color, x, y))
    return true
  } catch (e) {
    if (e instanceof Failure) return false
    throw e
  }
}
const legalPoints = color => {
  const out = []
  for (let y = 0; y < size; ++y)
    for (let x = 0; x < size; ++x)
      if (!engine.board[y][x] && legal(color, x, y)) out.push([x, y])
  return out
}

const commands = {
  protocol_version: () => '2',
  name: () => 'OGS goban GobanEngine',
  version: () => '8.3.64',
  list_commands: () => Object.keys(commands).join('\n'),
  known_command: a => String(a[0] in commands),
  quit: () => '',
  boardsize: a => {
    const n = Number(a[0])
    if (!Number.isInteger(n) || n < 2 || n > 25) throw new Failure('unacceptable size')
    size = n
    newGame()
    return ''
  },
  clear_board: () => { newGame(); return '' },
  komi: a => { komi = Number(a[0]); return '' },
  play: a => { const [x, y] = vertexOf(a[1]); place(colorOf(a[0]), x, y); return '' },
  undo: () => {
    if (engine.cur_move.move_number === 0) throw new Failure('cannot undo')
    engine.showPrevious()
    return ''
  },
  is_legal: a => {
    const [x, y] = vertexOf(a[1])
    return x >= 0 && !engine.board[y][x] && legal(colorOf(a[0]), x, y) ? '1' : '0'
  },
  all_legal: a => legalPoints(colorOf(a[0])).map(([x, y]) => vertexName(x, y)).join(' '),
  genmove: a => {
    const color = colorOf(a[0])
    const points = legalPoints(color)
    if (points.length === 0) { place(color, -1, -1); return 'pass' }
    seed = (seed * 1103515245 + 12345) % 2147483648
    const [x, y] = points[seed % points.length]
    place(color, x, y)
    return vertexName(x, y)
  },
}

const input = readline.createInterface({input: process.stdin})
input.on('line', raw => {
  const words = raw.replace(/#.*/, '').trim().split(/\s+/).filter(w => w)
  if (words.length === 0) return
  const id = /^\d+$/.test(words[0]) ? words.shift() : ''
  const [name, ...rest] = words
  let response
  try {
    if (!(name in commands)) throw new Failure('unknown command')
    response = '=' + id + ' ' + commands[name](rest)
  } catch (e) {
    if (!(e instanceof Failure)) throw e
    response = '?' + id + ' ' + e.message
  }
  process.stdout.write(response.trimEnd() + '\n\n')
  if (name === 'quit') process.exit(0)
})
