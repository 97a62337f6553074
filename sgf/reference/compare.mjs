// kospec's SGF parser against Sabaki's (@sabaki/sgf, the parser of the Sabaki GUI) on real files:
//   node compare.mjs KOSPEC_SGF_DUMP FILE...
// For each file, the main line of the first game tree: every node's property identifiers and
// values must be the same, byte for byte (the file is handed to Sabaki as Latin-1 text, one
// character per byte, and its values turned back into bytes). Also requires kospec to read each
// file as a game. Prints one line per file; exits 1 on any difference.
import {execFileSync} from 'node:child_process'
import {readFileSync} from 'node:fs'
import sgf from '@sabaki/sgf'

const [dump, ...files] = process.argv.slice(2)
const kospec = execFileSync(dump, files, {maxBuffer: 1 << 28}).toString().trim().split('\n')
  .map(line => JSON.parse(line))
let failures = 0
files.forEach((file, i) => {
  const trees = sgf.parse(readFileSync(file).toString('latin1'))
  const sabaki = []
  for (let node = trees[0]; node; node = node.children[0]) {
    const data = {}
    for (const [id, values] of Object.entries(node.data))
      data[id] = values.map(v => Buffer.from(v, 'latin1').toString('hex'))
    sabaki.push(data)
  }
  const ours = kospec[i]
  const same = JSON.stringify(sortKeys(sabaki)) === JSON.stringify(sortKeys(ours.nodes || []))
  const ok = same && ours.game === 'ok'
  if (!ok) failures++
  console.log(`${ok ? 'same' : 'DIFFERENT'} ${file}: ${sabaki.length} nodes, kospec game: ${ours.game}` +
    (ours.warnings && ours.warnings.length ? `, ${ours.warnings.length} warnings` : '') +
    (same ? '' : `\n  sabaki: ${JSON.stringify(sabaki).slice(0, 300)}\n  kospec: ${JSON.stringify(ours.nodes).slice(0, 300)}`))
})
console.log(`${files.length - failures} of ${files.length} files the same`)
process.exit(failures ? 1 : 0)

function sortKeys(nodes) {
  return nodes.map(n => Object.fromEntries(Object.keys(n).sort().map(k => [k, n[k]])))
}
