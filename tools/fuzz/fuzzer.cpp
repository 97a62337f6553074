#include "tools/fuzz/fuzzer.h"

#include <algorithm>
#include <filesystem>
#include <random>

#include "tools/fuzz/minimize.h"

namespace kospec::fuzz {

namespace {

// Chooses the next move in a Random or Ko game among kospec's legal moves.
Move choose_move(const Game& game, GameStyle style, std::mt19937_64& rng) {
  const Player player = game.record().to_move();
  std::vector<Move> legal, captures, retakes;
  const auto& plies = game.record().plies();
  const PointSet last_captured = plies.empty() ? PointSet{} : plies.back().captured;
  for (Point p : game.record().graph().points()) {
    if (game.record().current().at(p) != Color::Empty) continue;
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

// Plays one game; returns the first finding, if any.
std::optional<Finding> play_game(EngineSession& session, int size, GameStyle style,
                                 std::size_t max_plies, std::mt19937_64& rng,
                                 FuzzSummary& summary) {
  if (auto f = session.new_game(size)) return f;
  std::size_t passes = 0;
  while (session.game().record().ply_count() < max_plies && !session.game().over() && passes < 2) {
    ++summary.comparisons;
    if (auto f = session.compare_legal_moves()) return f;
    std::optional<Move> played;
    if (style == GameStyle::Genmove) {
      if (auto f = session.genmove(played)) return f;
      if (!played) break;  // resigned
    } else {
      played = choose_move(session.game(), style, rng);
      if (auto f = session.play(*played)) return f;
    }
    ++summary.plies;
    passes = played->is_pass() ? passes + 1 : 0;
  }
  return std::nullopt;
}

}  // namespace

std::size_t FuzzSummary::unknown() const {
  return static_cast<std::size_t>(std::count_if(findings.begin(), findings.end(),
                                                [](const RecordedFinding& f) { return !f.known; }));
}

FuzzSummary run_campaign(const FuzzOptions& options, std::ostream& progress) {
  std::filesystem::create_directories(options.out_dir);
  std::filesystem::remove(std::filesystem::path(options.out_dir) / "findings.jsonl");
  gtp::EngineProcess engine(options.engine, options.timeout);
  EngineSession session(engine, options.ruleset);
  FuzzSummary summary;
  auto last_report = std::chrono::steady_clock::now();
  for (std::size_t game = 0; game < options.games; ++game) {
    if (options.control.stop_requested()) {
      summary.interrupted = true;
      break;
    }
    const int size = options.sizes[game % options.sizes.size()];
    const auto style = static_cast<GameStyle>(game % 3);
    std::mt19937_64 rng(options.seed * 1000003ULL + game);
    std::optional<Finding> finding =
        play_game(session, size, style, options.max_plies, rng, summary);
    ++summary.games;
    if (finding) {
      const std::size_t original = finding->moves.size();
      const bool engine_failed = !finding->move;
      if (engine_failed) {
        engine.restart();
        ++summary.restarts;
      } else {
        *finding = minimize(session, size, *finding, options.minimize_budget);
      }
      const bool known = std::find(options.known.begin(), options.known.end(),
                                   finding->signature()) != options.known.end();
      summary.findings.push_back(write_finding(
          options.out_dir, summary.findings.size() + 1, *finding, original, size, options.engine,
          options.ruleset.name + " (self-capture " +
              std::string(self_capture_name(options.ruleset.self_capture)) + ")",
          known));
      const RecordedFinding& r = summary.findings.back();
      progress << "kospec fuzz: finding " << r.number << " in game " << game + 1 << ": "
               << r.signature << (known ? " (known)" : "") << ", " << r.original_plies
               << " plies minimized to " << r.plies << ": " << r.file << "\n";
    }
    const auto now = std::chrono::steady_clock::now();
    if (now - last_report >= options.control.progress_every || game + 1 == options.games) {
      progress << "kospec fuzz: " << game + 1 << "/" << options.games << " games, " << summary.plies
               << " plies, " << summary.comparisons << " positions compared, "
               << summary.findings.size() << " findings\n";
      last_report = now;
    }
  }
  return summary;
}

}  // namespace kospec::fuzz
