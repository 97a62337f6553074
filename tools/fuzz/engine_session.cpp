#include "tools/fuzz/engine_session.h"

#include <algorithm>
#include <cctype>
#include <sstream>

#include "tools/run/stopped.h"

namespace kospec::fuzz {

std::string Finding::signature() const {
  if (!verdict) return kind;
  return kind + "/" + std::string(rule_code(verdict->deciding)) +
         (self_capture ? "+self-capture" : "");
}

EngineSession::EngineSession(gtp::EngineProcess& engine, Ruleset ruleset, std::set<Probe> probes)
    : engine_(engine), ruleset_(std::move(ruleset)), probes_(std::move(probes)) {}

std::vector<Move> EngineSession::moves() const {
  std::vector<Move> list;
  if (game_) {
    for (const Ply& ply : game_->record().plies()) list.push_back(ply.move);
  }
  return list;
}

gtp::Response EngineSession::send(const std::string& command) {
  gtp::Response r = engine_.send(command);
  if (r.exchange == gtp::Exchange::Stopped)
    throw run::Stopped{"a stop request (SIGINT or SIGTERM)"};
  return r;
}

std::optional<Finding> EngineSession::failure(const gtp::Response& r,
                                              const std::string& command) const {
  if (r.exchange == gtp::Exchange::Success) return std::nullopt;
  return Finding{std::string(gtp::exchange_name(r.exchange)),
                 std::nullopt,
                 r.text,
                 std::nullopt,
                 moves(),
                 command,
                 false,
                 std::nullopt,
                 0,
                 {}};
}

Finding EngineSession::disagreement(std::string kind, const Move& move, std::string answer,
                                    const std::string& command, Probe probe) const {
  const Judgement j = game_->judge(move);
  return Finding{std::move(kind),
                 move,
                 std::move(answer),
                 j.verdict,
                 moves(),
                 command,
                 j.effect.self_capture,
                 probe,
                 0,
                 {}};
}

bool EngineSession::passes_over(const Finding& finding) {
  if (!tolerated_.contains(finding.signature())) return false;
  ++tolerated_count_;
  return true;
}

std::string EngineSession::play_command(const Move& move) const {
  const Graph& g = game_->record().graph();
  return std::string("play ") + std::string(player_letter(move.player)) + " " +
         (move.is_pass() ? "pass" : g.name(*move.point));
}

std::optional<Finding> EngineSession::new_game(int size) {
  const Graph g = Graph::grid(size, size);
  game_.emplace(GameSetup{g, Configuration(g.size()), Player::Black}, ruleset_);
  for (const std::string& command :
       {"boardsize " + std::to_string(size), std::string("clear_board")}) {
    if (auto f = failure(send(command), command)) return f;
  }
  return std::nullopt;
}

std::optional<Finding> EngineSession::play(const Move& move) {
  const std::string command = play_command(move);
  const std::vector<Move> before = moves();
  const Judgement j = game_->play(move);
  const gtp::Response r = send(command);
  if (r.exchange == gtp::Exchange::Failure) {
    return Finding{"play-rejected",
                   move,
                   "? " + r.text,
                   j.verdict,
                   before,
                   command,
                   j.effect.self_capture,
                   Probe::Play,
                   0,
                   {}};
  }
  return failure(r, command);
}

std::optional<Finding> EngineSession::genmove(std::optional<Move>& played) {
  const Player player = game_->record().to_move();
  const std::string command = std::string("genmove ") + std::string(player_letter(player));
  const gtp::Response r = send(command);
  if (auto f = failure(r, command)) return f;
  std::string vertex = r.text;
  std::transform(vertex.begin(), vertex.end(), vertex.begin(),
                 [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  if (vertex == "resign") return std::nullopt;
  const Graph& g = game_->record().graph();
  std::optional<Move> move;
  if (vertex == "pass")
    move = Move::pass(player);
  else if (auto p = g.parse_name(vertex))
    move = Move::play(player, *p);
  if (!move) {
    return Finding{
        "garbage", std::nullopt, r.text, std::nullopt, moves(), command, false, std::nullopt, 0,
        {}};
  }
  const std::vector<Move> before = moves();
  const Judgement j = game_->play(*move);
  if (!j.verdict.legal()) {
    return Finding{"genmove-illegal",
                   move,
                   "= " + r.text,
                   j.verdict,
                   before,
                   command,
                   j.effect.self_capture,
                   Probe::Genmove,
                   0,
                   {}};
  }
  played = move;
  return std::nullopt;
}

std::optional<Finding> EngineSession::probe_position() {
  if (game_->over()) return std::nullopt;  // engines play on after two passes; the game ended
  if (probes_.contains(Probe::AllLegal)) {
    if (auto f = compare_all_legal(std::nullopt)) return f;
  }
  if (probes_.contains(Probe::IsLegal)) {
    if (auto f = compare_is_legal(std::nullopt)) return f;
  }
  if (probes_.contains(Probe::Play)) {
    if (auto f = compare_play(std::nullopt)) return f;
  }
  return std::nullopt;
}

std::optional<Finding> EngineSession::probe_move(Probe probe, const Move& move) {
  if (game_->over() || move.is_pass()) return std::nullopt;
  switch (probe) {
    case Probe::AllLegal:
      return compare_all_legal(move.point);
    case Probe::IsLegal:
      return compare_is_legal(move.point);
    case Probe::Play: {
      if (!game_->judge(move).verdict.legal()) return compare_play(move.point);
      const std::string command = play_command(move);
      const gtp::Response r = send(command);
      if (r.exchange == gtp::Exchange::Success) send("undo");
      if (r.exchange != gtp::Exchange::Failure) return std::nullopt;
      return disagreement("play-rejected", move, "? " + r.text, command, Probe::Play);
    }
    case Probe::Genmove: {
      const std::string command = std::string("genmove ") + std::string(player_letter(move.player));
      const gtp::Response r = send(command);
      if (!r.ok() || game_->record().graph().parse_name(r.text) != move.point) return std::nullopt;
      return disagreement("genmove-illegal", move, "= " + r.text, command, Probe::Genmove);
    }
  }
  return std::nullopt;
}

std::optional<Finding> EngineSession::compare_all_legal(const std::optional<Point>& only) {
  const Player player = game_->record().to_move();
  const Graph& g = game_->record().graph();
  const std::string command = std::string("all_legal ") + std::string(player_letter(player));
  const gtp::Response r = send(command);
  if (auto f = failure(r, command)) return f;
  std::set<Point> engine_legal;
  std::istringstream words(r.text);
  for (std::string w; words >> w;) {
    auto p = g.parse_name(w);
    if (!p) {
      return Finding{
          "garbage", std::nullopt, r.text, std::nullopt, moves(), command, false, std::nullopt, 0,
          {}};
    }
    engine_legal.insert(*p);
  }
  for (Point p : g.points()) {
    if (only && p != *only) continue;
    if (game_->record().current().at(p) != Color::Empty && !engine_legal.contains(p)) continue;
    const Move m = Move::play(player, p);
    const bool engine_says = engine_legal.contains(p);
    if (engine_says != game_->judge(m).verdict.legal()) {
      return disagreement(engine_says ? "engine-allows" : "engine-forbids", m,
                          engine_says ? "listed by all_legal" : "not listed by all_legal", command,
                          Probe::AllLegal);
    }
  }
  return std::nullopt;
}

std::optional<Finding> EngineSession::compare_is_legal(const std::optional<Point>& only) {
  const Player player = game_->record().to_move();
  const Graph& g = game_->record().graph();
  for (Point p : g.points()) {
    if ((only && p != *only) || game_->record().current().at(p) != Color::Empty) continue;
    const Move m = Move::play(player, p);
    const std::string command =
        std::string("is_legal ") + std::string(player_letter(player)) + " " + g.name(p);
    const gtp::Response r = send(command);
    if (auto f = failure(r, command)) return f;
    if (r.text != "0" && r.text != "1") {
      return Finding{
          "garbage", std::nullopt, r.text, std::nullopt, moves(), command, false, std::nullopt, 0,
          {}};
    }
    const bool engine_says = r.text == "1";
    if (engine_says != game_->judge(m).verdict.legal()) {
      Finding f = disagreement(engine_says ? "engine-allows" : "engine-forbids", m, "= " + r.text,
                               command, Probe::IsLegal);
      if (!passes_over(f)) return f;
    }
  }
  return std::nullopt;
}

std::optional<Finding> EngineSession::compare_play(const std::optional<Point>& only) {
  // Every empty point kospec forbids: the engine's play must fail. One it accepts is taken back.
  const Player player = game_->record().to_move();
  for (Point p : game_->record().graph().points()) {
    if ((only && p != *only) || game_->record().current().at(p) != Color::Empty) continue;
    const Move m = Move::play(player, p);
    if (game_->judge(m).verdict.outcome != Outcome::Illegal) continue;
    const std::string command = play_command(m);
    const gtp::Response r = send(command);
    if (r.exchange == gtp::Exchange::Failure) continue;
    if (auto f = failure(r, command)) return f;
    const gtp::Response undo = send("undo");
    Finding f = disagreement("play-accepts", m, undo.ok() ? "= (then undone)" : "= (undo failed)",
                             command, Probe::Play);
    if (!undo.ok() || !passes_over(f)) return f;
  }
  return std::nullopt;
}

bool EngineSession::continues(const Move& move) const {
  return game_->judge(move).verdict.legal();  // after the end (PASS.end, NR...) TURN refuses all
}

std::optional<Finding> EngineSession::replay_and_compare(int size, const std::vector<Move>& list) {
  if (auto f = new_game(size)) return f;
  for (const Move& m : list) {
    if (!continues(m)) return std::nullopt;
    if (auto f = play(m)) return f;
  }
  return probe_position();
}

}  // namespace kospec::fuzz
