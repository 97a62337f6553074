// kospec gtp as the referee of a game between two GTP engines, through Sabaki's GTP client
// library (@sabaki/gtp, the one the Sabaki GUI uses), the way GoGui's twogtp -referee works: every
// move an engine generates is sent to the referee with `play`; the referee's refusal ends the game.
//   node referee.mjs KOSPEC BOARD_SIZE MAX_MOVES RULESET
// Prints one line per move and the referee's final result; exits 0 if the referee accepted every
// move and answered every arbiter command, 1 otherwise.
import gtp from '@sabaki/gtp'

const {Controller} = gtp
const [kospec, size = '7', maxMoves = '60', ruleset = 'simple-ko'] = process.argv.slice(2)

async function send(engine, name, ...args) {
  const response = await engine.sendCommand({name, args})
  if (response.error) throw new Error(`${name} ${args.join(' ')}: ? ${response.content}`)
  return response.content
}

async function main() {
  const players = {
    B: new Controller('/usr/games/gnugo', ['--mode', 'gtp', '--quiet', '--level', '1', '--simple-ko']),
    W: new Controller('/usr/games/gnugo', ['--mode', 'gtp', '--quiet', '--level', '1', '--simple-ko', '--seed', '7']),
  }
  const referee = new Controller(kospec, ['gtp', '--ruleset', ruleset])
  for (const engine of [players.B, players.W, referee]) engine.start()
  try {
    if ((await send(referee, 'gogui-rules_game_id')) !== 'Go') throw new Error('referee is not a Go arbiter')
    for (const engine of [players.B, players.W, referee]) await send(engine, 'boardsize', size)
    for (const engine of [players.B, players.W, referee]) await send(engine, 'clear_board')
    await send(referee, 'komi', '0')
    let color = 'B', passes = 0
    for (let n = 1; n <= Number(maxMoves) && passes < 2; n++) {
      const move = (await send(players[color], 'genmove', color)).toUpperCase()
      if (move === 'RESIGN') break
      await send(referee, 'play', color, move)            // throws if the referee refuses it
      const other = color === 'B' ? 'W' : 'B'
      await send(players[other], 'play', color, move)
      const side = await send(referee, 'gogui-rules_side_to_move')
      console.log(`${n} ${color} ${move} -> referee: ${side} to move`)
      passes = move === 'PASS' ? passes + 1 : 0
      color = other
    }
    console.log(`captured (black, white): ${await send(referee, 'gogui-rules_captured_count')}`)
    console.log(`final result: ${await send(referee, 'gogui-rules_final_result')}`)
  } finally {
    for (const engine of [players.B, players.W, referee]) await engine.stop()
  }
}

main().then(() => process.exit(0), err => { console.error(`referee demo: ${err.message}`); process.exit(1) })
