#include "tools/values/values.h"

#include <algorithm>
#include <mutex>

#include "sgf/sgf_game.h"
#include "spec/error.h"
#include "tools/run/in_order.h"
#include "tools/run/number_text.h"
#include "tools/run/stop_clock.h"
#include "tools/solve/solve.h"

namespace kospec::values {

namespace {

// The method of one row: the one asked for, unless in a table it does not apply to this start.
solve::SolveMethod row_method(const Game& start, const ValuesOptions& o) {
  const std::optional<solve::SolveMethod> asked = method_of(o.method);
  if (!asked || (o.table && !solve::method_applies(*asked, start)))
    return solve::default_method(start);
  return *asked;
}

solve::SolveLimits row_limits(const Game& start, solve::SolveMethod m, const ValuesOptions& o,
                              std::mutex& progress_lock) {
  solve::SolveLimits limits;
  limits.max_nodes = o.max_nodes != 0 ? o.max_nodes : default_max_nodes(m, o.table);
  if ((m == solve::SolveMethod::Loop || m == solve::SolveMethod::LoopProofNumber) &&
      o.loop_max_nodes != 0)
    limits.max_nodes = o.loop_max_nodes;
  limits.table_bytes = std::min(o.table_mb, o.max_memory_mb) << 20;
  limits.max_bytes = o.max_memory_mb << 20;
  limits.footprints = !o.whole_history;
  limits.symmetry = !o.no_symmetry;
  limits.static_bounds = !o.no_static_bounds;
  limits.check_states = o.check_states;
  limits.control.stop = o.stop;
  limits.strategies = o.strategies;
  if (o.progress && o.progress_every.count() > 0) {
    limits.control.progress_every = o.progress_every;
    limits.control.progress = [&o, &progress_lock,
                               name = start.ruleset().name](const std::string& line) {
      const std::lock_guard<std::mutex> hold(progress_lock);
      o.progress(name, line);
    };
  }
  return limits;
}

}  // namespace

std::optional<solve::SolveMethod> method_of(std::string_view name) {
  if (name == "dfpn") return solve::SolveMethod::ProofNumber;
  if (name == "native") return solve::SolveMethod::Native;
  if (name == "search") return solve::SolveMethod::Search;
  if (name == "retrograde") return solve::SolveMethod::Retrograde;
  if (name == "loop") return solve::SolveMethod::Loop;
  if (name == "loop-dfpn") return solve::SolveMethod::LoopProofNumber;
  if (name == "theorem") return solve::SolveMethod::Theorem;
  return std::nullopt;
}

/// Alone, the dfpn, native and loop searches have no limit a user would meet; in a table they get
/// 100 million nodes a row (Spight's 2x2 row needs 4 million by the native search); the two others
/// are slow enough that no row should wait on them for long.
std::uint64_t default_max_nodes(solve::SolveMethod method, bool table) {
  switch (method) {
    case solve::SolveMethod::ProofNumber:
    case solve::SolveMethod::Native:
    case solve::SolveMethod::Loop:
    case solve::SolveMethod::LoopProofNumber:
      return table ? 100'000'000 : std::uint64_t{1} << 40;
    case solve::SolveMethod::Search:
      return 1'000'000;
    case solve::SolveMethod::Theorem:  // (no search)
    case solve::SolveMethod::Retrograde:
      break;
  }
  return 100'000;
}

std::vector<Game> start_games(const sgf::SgfGame& position, const std::vector<Ruleset>& rulesets,
                              const std::string& file) {
  std::vector<Game> starts;
  for (const Ruleset& ruleset : rulesets) {
    Game& start = starts.emplace_back(position.setup, ruleset);
    if (auto refused = replay(start, position.moves, position.moves.size());
        refused && refused->judgement.verdict.outcome != Outcome::Legal) {
      throw InputError(file + ": move " + std::to_string(refused->index + 1) +
                       " of the main line is not a legal continuing move under " + ruleset.name +
                       " (" + std::string(rule_code(refused->judgement.verdict.deciding)) + ")");
    }
  }
  return starts;
}

std::vector<Row> solve_rows(const std::vector<Game>& starts, const ValuesOptions& options,
                            const std::function<void(const Row&)>& done) {
  std::mutex progress_lock;  // rows solved at once share the progress sink
  const auto solve_row = [&](std::size_t i) {
    const solve::SolveMethod m = row_method(starts[i], options);
    solve::SolveLimits limits = row_limits(starts[i], m, options, progress_lock);
    run::StopClock clock(options.stop, options.row_seconds);
    limits.control.stop = clock.flag();
    Row row{starts[i].ruleset(), solve::solve(starts[i], limits, m), limits.max_nodes};
    if (row.result.stopped && clock.timed_out())
      row.result.stopped_by = "the time budget of " + run::seconds_text(options.row_seconds);
    return row;
  };
  std::vector<Row> rows;
  run::in_order(
      starts.size(), options.threads, solve_row,
      [&](Row&& row) {
        rows.push_back(std::move(row));
        if (done) done(rows.back());
      },
      [&] { return options.stop != nullptr && options.stop->load(); });
  return rows;
}

sgf::SgfGame empty_board(int columns, int rows) {
  const std::string size = std::to_string(columns) + ":" + std::to_string(rows);
  return sgf::read_game("(;GM[1]FF[4]SZ[" + size + "]PL[B])", "--board");
}

}  // namespace kospec::values
