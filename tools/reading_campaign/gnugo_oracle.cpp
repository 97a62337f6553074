#include "tools/reading_campaign/gnugo_oracle.h"

#include <fstream>
#include <sstream>

#include "sgf/sgf_game.h"

namespace kospec::reading::campaign {

std::string Answer::text(const Graph& graph) const {
  std::string t = std::to_string(gtp_number(code));
  if (code != ReadCode::Lose && move) t += " " + graph.name(*move);
  return t;
}

std::optional<Answer> parse_answer(const std::string& text, const Graph& graph) {
  std::istringstream in(text);
  int number = -1;
  if (!(in >> number)) return std::nullopt;
  const std::optional<ReadCode> code = code_from_gtp(number);
  if (!code) return std::nullopt;
  Answer a;
  a.code = *code;
  std::string vertex;
  if (in >> vertex) {
    if (vertex == "PASS" || vertex == "pass") return a;
    a.move = graph.parse_name(vertex);
    if (!a.move) return std::nullopt;
  }
  std::string rest;
  if (in >> rest) return std::nullopt;
  return a;
}

GnuGoOracle::GnuGoOracle(std::string command, std::chrono::milliseconds timeout,
                         std::filesystem::path scratch)
    : engine_(std::move(command), timeout), scratch_(std::move(scratch)) {
  std::filesystem::create_directories(scratch_);
}

std::string GnuGoOracle::send(const std::string& command) {
  const gtp::Response r = engine_.send(command);
  if (r.exchange != gtp::Exchange::Success) {
    throw EngineError("GNU Go (" + engine_.command() + "): '" + command + "' " +
                      std::string(gtp::exchange_name(r.exchange)) + ": " + r.text.substr(0, 200));
  }
  return r.text;
}

void GnuGoOracle::restart() {
  engine_.restart();
  ++restarts_;
}

void GnuGoOracle::load(const ReadingPosition& position) { load_setup(position.game()); }

void GnuGoOracle::load_setup(const sgf::SgfGame& game) {
  const std::filesystem::path file =
      scratch_ / ("position" + std::to_string(files_++ % 2) + ".sgf");
  {
    std::ofstream out(file, std::ios::binary);
    out << sgf::write_game(game);
    if (!out) throw EngineError("cannot write " + file.string());
  }
  send("loadsgf " + std::filesystem::absolute(file).string());
}

void GnuGoOracle::play(const Graph& graph, const Move& move) {
  send("play " + std::string(player_letter(move.player)) + " " + vertex_text(graph, move));
}

Answer GnuGoOracle::ask(const Graph& graph, Question question, Point target) {
  send("clear_cache");
  send("reset_reading_node_counter");
  const std::string command = std::string(question_name(question)) + " " + graph.name(target);
  const std::string text = send(command);
  std::optional<Answer> a = parse_answer(text, graph);
  if (!a) throw EngineError("GNU Go: '" + command + "' answered '" + text + "', not a result code");
  const std::string nodes = send("get_reading_node_counter");
  try {
    a->nodes = std::stoull(nodes);
  } catch (const std::exception&) {
    throw EngineError("GNU Go: get_reading_node_counter answered '" + nodes + "'");
  }
  return *a;
}

std::optional<ReadCode> GnuGoOracle::achieved(const Graph& graph, Question question, Point target,
                                              Point move) {
  // The side asked about plays the move; then the other side is to move and the other question
  // is asked. The player of the move: the attacker (the string's opponent) or the defender.
  const std::string owner = send("color " + graph.name(target));
  const bool black_owns = owner == "black";
  const bool attacker_moves = question == Question::Attack;
  const std::string colour = (black_owns != attacker_moves) ? "black" : "white";
  const std::string where = graph.name(move);
  gtp::Response tried = engine_.send("trymove " + colour + " " + where);
  if (tried.exchange == gtp::Exchange::Failure)
    tried = engine_.send("tryko " + colour + " " + where);
  if (tried.exchange == gtp::Exchange::Failure) return std::nullopt;
  if (tried.exchange != gtp::Exchange::Success)
    throw EngineError("GNU Go: trymove/tryko " + where + ": " + tried.text);
  ReadCode result = ReadCode::Lose;
  const std::string here = send("color " + graph.name(target));
  if (here == "empty") {
    result = attacker_moves ? ReadCode::Win : ReadCode::Lose;
  } else {
    send("clear_cache");
    const std::string command =
        std::string(attacker_moves ? "defend " : "attack ") + graph.name(target);
    const std::string text = send(command);
    const std::optional<Answer> a = parse_answer(text, graph);
    if (!a) throw EngineError("GNU Go: '" + command + "' answered '" + text + "'");
    result = reverse(a->code);
  }
  send("popgo");
  return result;
}

}  // namespace kospec::reading::campaign
