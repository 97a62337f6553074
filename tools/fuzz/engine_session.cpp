#include "tools/fuzz/engine_session.h"

#include <algorithm>
#include <cctype>
#include <set>
#include <sstream>

namespace kospec::fuzz {

std::string Finding::signature() const {
  if (!verdict) return kind;
  return kind + "/" + std::string(rule_code(verdict->deciding)) +
         (self_capture ? "+self-capture" : "");
}

EngineSession::EngineSession(gtp::EngineProcess& engine, Ruleset ruleset)
    : engine_(engine), ruleset_(std::move(ruleset)) {}

std::vector<Move> EngineSession::moves() const {
  std::vector<Move> list;
  if (game_) {
    for (const Ply& ply : game_->record().plies()) list.push_back(ply.move);
  }
  return list;
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
                 false};
}

std::optional<Finding> EngineSession::new_game(int size) {
  const Graph g = Graph::grid(size, size);
  game_.emplace(GameSetup{g, Configuration(g.size()), Player::Black}, ruleset_);
  for (const std::string& command :
       {"boardsize " + std::to_string(size), std::string("clear_board")}) {
    if (auto f = failure(engine_.send(command), command)) return f;
  }
  return std::nullopt;
}

std::optional<Finding> EngineSession::play(const Move& move) {
  const Graph& g = game_->record().graph();
  const std::string command = std::string("play ") + std::string(player_letter(move.player)) + " " +
                              (move.is_pass() ? "pass" : g.name(*move.point));
  const std::vector<Move> before = moves();
  const Judgement j = game_->play(move);
  const gtp::Response r = engine_.send(command);
  if (r.exchange == gtp::Exchange::Failure) {
    return Finding{"play-rejected", move,    "? " + r.text,        j.verdict,
                   before,          command, j.effect.self_capture};
  }
  return failure(r, command);
}

std::optional<Finding> EngineSession::genmove(std::optional<Move>& played) {
  const Player player = game_->record().to_move();
  const std::string command = std::string("genmove ") + std::string(player_letter(player));
  const gtp::Response r = engine_.send(command);
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
  if (!move) return Finding{"garbage", std::nullopt, r.text, std::nullopt, moves(), command, false};
  const std::vector<Move> before = moves();
  const Judgement j = game_->play(*move);
  if (!j.verdict.legal()) {
    return Finding{"genmove-illegal",    move, "= " + r.text, j.verdict, before, command,
                   j.effect.self_capture};
  }
  played = move;
  return std::nullopt;
}

std::optional<Finding> EngineSession::compare_legal_moves() {
  if (game_->over()) return std::nullopt;
  const Player player = game_->record().to_move();
  const Graph& g = game_->record().graph();
  const std::string command = std::string("all_legal ") + std::string(player_letter(player));
  const gtp::Response r = engine_.send(command);
  if (auto f = failure(r, command)) return f;
  std::set<Point> engine_legal;
  std::istringstream words(r.text);
  for (std::string w; words >> w;) {
    auto p = g.parse_name(w);
    if (!p) return Finding{"garbage", std::nullopt, r.text, std::nullopt, moves(), command, false};
    engine_legal.insert(*p);
  }
  for (Point p : g.points()) {
    if (game_->record().current().at(p) != Color::Empty && !engine_legal.contains(p)) continue;
    const Move m = Move::play(player, p);
    const Judgement j = game_->judge(m);
    const bool engine_says = engine_legal.contains(p);
    if (engine_says != j.verdict.legal()) {
      return Finding{engine_says ? "engine-allows" : "engine-forbids",
                     m,
                     engine_says ? "listed by all_legal" : "not listed by all_legal",
                     j.verdict,
                     moves(),
                     command,
                     j.effect.self_capture};
    }
  }
  return std::nullopt;
}

std::optional<Finding> EngineSession::replay_and_compare(int size, const std::vector<Move>& list) {
  if (auto f = new_game(size)) return f;
  for (const Move& m : list) {
    if (!game_->judge(m).verdict.legal()) return std::nullopt;  // not a game under kospec's rules
    if (auto f = play(m)) return f;
  }
  return compare_legal_moves();
}

}  // namespace kospec::fuzz
