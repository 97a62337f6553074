#include "tools/fuzz/fuzzer.h"

#include <algorithm>
#include <filesystem>
#include <random>

#include "spec/error.h"
#include "tools/fuzz/engine_capabilities.h"
#include "tools/fuzz/minimize.h"
#include "tools/run/number_text.h"
#include "tools/run/stopped.h"

namespace kospec::fuzz {

namespace {

// Whether random moves may go to `p`: anywhere, or inside the region of the lower-left corner.
bool in_region(const Graph& g, Point p, int region) {
  if (region <= 0) return true;
  return g.column_of(p) < region && g.rows() - 1 - g.row_from_top(p) < region;
}

// Chooses the next move in a Random or Ko game among kospec's legal moves.
Move choose_move(const Game& game, GameStyle style, int region, std::mt19937_64& rng) {
  const Player player = game.record().to_move();
  std::vector<Move> legal, captures, retakes;
  const auto& plies = game.record().plies();
  const PointSet last_captured = plies.empty() ? PointSet{} : plies.back().captured;
  const Graph& g = game.record().graph();
  for (Point p : g.points()) {
    if (game.record().current().at(p) != Color::Empty || !in_region(g, p, region)) continue;
    const Move m = Move::play(player, p);
    const Judgement j = game.judge(m);
    if (!j.verdict.legal()) continue;
    legal.push_back(m);
    if (!j.effect.captured.empty()) captures.push_back(m);
    if (j.effect.captured.size() == 1 || last_captured.contains(p)) retakes.push_back(m);
  }
  std::uniform_int_distribution<int> percent(0, 99);
  const int roll = percent(rng);
  auto pick = [&](const std::vector<Move>& from) {
    return from[std::uniform_int_distribution<std::size_t>(0, from.size() - 1)(rng)];
  };
  if (legal.empty() || roll < (style == GameStyle::Ko ? 6 : 2)) return Move::pass(player);
  if (style == GameStyle::Ko && !retakes.empty() && roll < 60) return pick(retakes);
  if (style == GameStyle::Ko && !captures.empty() && roll < 80) return pick(captures);
  return pick(legal);
}

// Plays one game; returns the first finding, if any. Throws run::Stopped on a stop request.
std::optional<Finding> play_game(EngineSession& session, int size, GameStyle style,
                                 const FuzzOptions& options, std::mt19937_64& rng,
                                 FuzzSummary& summary) {
  if (auto f = session.new_game(size)) return f;
  const bool genmove = style == GameStyle::Genmove && session.probes().contains(Probe::Genmove);
  // Two passes end the game (PASS.end): GTP engines accept moves after them, but nothing played
  // after the end is a game under kospec's rules, so no probe or finding goes past it.
  while (session.game().record().ply_count() < options.max_plies && !session.game().over()) {
    if (options.control.stop_requested()) throw run::Stopped{"a stop request (SIGINT or SIGTERM)"};
    ++summary.comparisons;
    if (auto f = session.probe_position()) return f;
    std::optional<Move> played;
    if (genmove) {
      if (auto f = session.genmove(played)) return f;
      if (!played) break;  // resigned
    } else {
      played = choose_move(session.game(), style, options.region, rng);
      if (auto f = session.play(*played)) return f;
    }
    ++summary.plies;
  }
  return std::nullopt;
}

std::string ruleset_text(const Ruleset& ruleset) {
  return ruleset.name + " (self-capture " + std::string(self_capture_name(ruleset.self_capture)) +
         ")";
}

// Finds out what the started engine can be asked: the probes it answers (each change said on
// `progress`) and the board sizes (InputError if it refuses one). run::Stopped on a stop request.
std::set<Probe> prepare_engine(gtp::EngineProcess& engine, const FuzzOptions& options,
                               std::ostream& progress) {
  engine.expect_started();  // InputError (exit 2): the engine cannot start
  std::set<Probe> probes = usable_probes(engine, options.probes, progress);
  check_board_sizes(engine, options.sizes);
  return probes;
}

// After an engine fault: starts it again. False if it cannot start (`engine_lost` says why) or a
// stop request came meanwhile (`interrupted`: not a lost engine).
bool restart_engine(gtp::EngineProcess& engine, FuzzSummary& summary) {
  engine.restart();
  ++summary.restarts;
  try {
    engine.expect_started();
  } catch (const InputError& e) {
    summary.engine_lost = e.what();
    return false;
  } catch (const run::Stopped&) {
    summary.interrupted = true;
    return false;
  }
  return true;
}

// One game of the campaign: played, its finding minimized. Sets `interrupted` on a stop request.
std::optional<Finding> fuzz_game(EngineSession& session, std::size_t game,
                                 const FuzzOptions& options, FuzzSummary& summary,
                                 std::size_t& original) {
  const int size = options.sizes[game % options.sizes.size()];
  // Random and ko-steered games are there for the position probes; an engine asked only by
  // genmove plays every game itself.
  const std::set<Probe>& probes = session.probes();
  const bool position_probes = probes.contains(Probe::AllLegal) ||
                               probes.contains(Probe::IsLegal) || probes.contains(Probe::Play);
  const auto style = position_probes ? static_cast<GameStyle>(game % 3) : GameStyle::Genmove;
  std::mt19937_64 rng(options.seed * 1000003ULL + game);
  std::optional<Finding> finding;
  try {
    if (options.control.stop_requested()) throw run::Stopped{"a stop request"};
    finding = play_game(session, size, style, options, rng, summary);
    if (finding) {
      original = finding->moves.size();
      if (!finding->engine_failed())
        *finding = minimize(session, size, *finding, options.minimize_budget);
    }
  } catch (const run::Stopped&) {
    summary.interrupted = true;
  }
  return finding;
}

}  // namespace

std::size_t FuzzSummary::unknown() const {
  return static_cast<std::size_t>(std::count_if(findings.begin(), findings.end(),
                                                [](const RecordedFinding& f) { return !f.known; }));
}

FuzzSummary run_campaign(const FuzzOptions& options, std::ostream& progress) {
  const ReportContext context{options.out_dir, options.engine, ruleset_text(options.ruleset)};
  prepare_output(context.dir);
  gtp::EngineOptions engine_options = options.engine_options;
  engine_options.stop = options.control.stop;
  gtp::EngineProcess engine(options.engine, engine_options);
  FuzzSummary summary;
  std::set<Probe> probes;
  try {
    probes = prepare_engine(engine, options, progress);
  } catch (const run::Stopped&) {
    summary.interrupted = true;
    progress << "kospec fuzz: stopped by a stop request while the engine started\n";
    return summary;
  }
  EngineSession session(engine, options.ruleset, probes);
  run::ProgressClock clock(options.control);
  auto last_report = std::chrono::steady_clock::now();
  // A shard's games: each game's random stream depends only on (seed, game), so the shards of a
  // campaign together play the games one run plays.
  const std::size_t first = options.shard * options.games / options.shards;
  const std::size_t end = (options.shard + 1) * options.games / options.shards;
  for (std::size_t game = first; game < end; ++game) {
    std::size_t original = 0;
    const std::optional<Finding> finding = fuzz_game(session, game, options, summary, original);
    if (!summary.interrupted) ++summary.games;
    if (finding) {
      const bool known = std::find(options.known.begin(), options.known.end(),
                                   finding->signature()) != options.known.end();
      const int size = options.sizes[game % options.sizes.size()];
      summary.findings.push_back(write_finding(context, summary.findings.size() + 1, *finding,
                                               original, size, known, game + 1));
      const RecordedFinding& r = summary.findings.back();
      // A known case is recorded once; later ones are counted and the games go on past them.
      if (known && !finding->engine_failed()) session.tolerate(r.signature);
      progress << "kospec fuzz: finding " << r.number << " in game " << game + 1 << ": "
               << r.signature << (known ? " (known)" : "") << ", " << r.original_plies
               << " plies minimized to " << r.plies
               << (r.setup_stones > 0 ? " after " + std::to_string(r.setup_stones) + " setup stones"
                                      : "")
               << ": " << r.file << "\n";
      if (finding->engine_failed() && !summary.interrupted && !restart_engine(engine, summary))
        break;
    }
    if (summary.interrupted) break;
    const auto now = std::chrono::steady_clock::now();
    const bool wanted = options.control.progress_every.count() > 0;
    if (wanted && (now - last_report >= options.control.progress_every || game + 1 == end)) {
      progress << "kospec fuzz: " << game + 1 << "/" << options.games << " games, " << summary.plies
               << " plies, " << summary.comparisons << " positions compared, "
               << summary.findings.size() << " findings, " << run::seconds_text(clock.seconds())
               << "\n";
      last_report = now;
    }
  }
  summary.tolerated = session.tolerated();
  if (summary.interrupted) {
    progress << "kospec fuzz: stopped by a stop request after " << summary.games << " of "
             << end - first << " games; every finding so far is written to " << options.out_dir
             << "\n";
  }
  return summary;
}

}  // namespace kospec::fuzz
