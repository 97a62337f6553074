#include "tools/fuzz/fuzz_report.h"

#include <fstream>
#include <iomanip>
#include <sstream>

#include <nlohmann/json.hpp>

#include "sgf/sgf_game.h"
#include "spec/error.h"
#include "tools/gtp_client/byte_text.h"

namespace kospec::fuzz {

namespace {

void write_file(const std::filesystem::path& file, const std::string& text) {
  std::ofstream out(file, std::ios::binary);
  out << text;
  out.flush();
  if (!out) throw InputError(file.string() + ": cannot write the finding");
}

}  // namespace

void prepare_output(const std::filesystem::path& dir) {
  std::error_code ec;
  std::filesystem::create_directories(dir, ec);
  if (ec || !std::filesystem::is_directory(dir)) {
    throw InputError(dir.string() + ": cannot create the output directory: " +
                     (ec ? ec.message() : "a file of that name is in the way"));
  }
  std::ofstream jsonl(dir / "findings.jsonl", std::ios::trunc);
  if (!jsonl) throw InputError((dir / "findings.jsonl").string() + ": cannot write");
}

std::string finding_sgf(const Finding& finding, int size, const ReportContext& context) {
  const Graph g = Graph::grid(size, size);
  sgf::SgfGame game{{g, Configuration(g.size()), Player::Black}, finding.moves, {}, {}, "", {}};
  if (!finding.setup.empty()) {
    // The stones a prefix of the game reached, as AB/AW; the plies after them as moves.
    for (const Move& m : finding.setup)
      game.setup.initial.set(*m.point, m.player == Player::Black ? Color::Black : Color::White);
    game.moves.erase(game.moves.begin(),
                     game.moves.begin() + static_cast<long>(finding.setup_moves));
    game.setup.to_move = game.moves.empty() ? finding.move->player : game.moves.front().player;
  }
  std::ostringstream comment;
  comment << "kospec fuzz finding: " << finding.signature() << "\n"
          << "engine: " << context.engine_command << "\n"
          << "kospec ruleset: " << context.ruleset << "\n"
          << "command: " << finding.command << "\n"
          << "engine answer: " << gtp::escape_bytes(finding.engine_answer, 2000) << "\n";
  if (finding.move) {
    comment << "disputed move: " << player_letter(finding.move->player) << " "
            << (finding.move->is_pass() ? "pass" : g.name(*finding.move->point)) << " after "
            << game.moves.size() << " plies\n";
  }
  if (!finding.setup.empty()) {
    comment << "setup: " << finding.setup.size()
            << " stones (AB/AW), the position a prefix of the game reached; the .tst plays them "
               "one by one (GTP has no setup command)\n";
  }
  if (finding.verdict) {
    comment << "kospec: " << outcome_name(finding.verdict->outcome) << " by "
            << rule_code(finding.verdict->deciding) << "\n";
    for (const kospec::Finding& f : finding.verdict->trace)
      comment << "  " << rule_code(f.rule) << " " << f.statement << "\n";
  }
  game.root_comment = comment.str();
  game.move_comments.assign(game.moves.size(), "");
  game.info.push_back({"PC", {"kospec fuzz"}, {}});
  return sgf::write_game(game);
}

std::string finding_tst(const Finding& finding, int size, const ReportContext& context,
                        std::size_t number) {
  const Graph g = Graph::grid(size, size);
  auto vertex = [&](const Move& m) { return m.is_pass() ? std::string("pass") : g.name(*m.point); };
  std::ostringstream t;
  t << "# kospec fuzz finding " << number << ": " << finding.signature() << "\n"
    << "# engine: " << gtp::escape_bytes(context.engine_command, 400) << "\n"
    << "# kospec ruleset: " << context.ruleset << "\n"
    << "# engine answer: " << gtp::escape_bytes(finding.engine_answer, 400) << "\n"
    << "boardsize " << size << "\nclear_board\n";
  for (const Move& m : finding.moves)
    t << "play " << player_letter(m.player) << " " << vertex(m) << "\n";
  if (!finding.move || !finding.probe) {
    t << "1 " << finding.command << "\n#? [.*]\n";
    return t.str();
  }
  const Move& m = *finding.move;
  const std::string color(player_letter(m.player));
  const bool legal = finding.verdict->legal();
  const std::string v = vertex(m);
  switch (*finding.probe) {
    case Probe::IsLegal:
      t << "1 is_legal " << color << " " << v << "\n#? [" << (legal ? "1" : "0") << "]\n";
      break;
    case Probe::AllLegal:
      t << "1 all_legal " << color << "\n#? [" << (legal ? "" : "!") << "(.*\\s)?" << v
        << "(\\s.*)?]\n";
      break;
    case Probe::Play:
      // A legal play must be accepted; a forbidden one refused (kospec regress's "[?REGEX]").
      t << "1 play " << color << " " << v << "\n#? [" << (legal ? "" : "?.*") << "]\n";
      break;
    case Probe::Genmove:
      t << "1 genmove " << color << "\n#? [!" << v << "]\n";
      break;
  }
  return t.str();
}

std::string finding_name(std::size_t number) {
  std::ostringstream name;
  name << "finding-" << std::setw(4) << std::setfill('0') << number;
  return name.str();
}

RecordedFinding write_finding(const ReportContext& context, std::size_t number,
                              const Finding& finding, std::size_t original_plies, int size,
                              bool known, std::size_t game) {
  const std::filesystem::path sgf_file = context.dir / (finding_name(number) + ".sgf");
  const std::filesystem::path tst_file = context.dir / (finding_name(number) + ".tst");
  write_file(sgf_file, finding_sgf(finding, size, context));
  write_file(tst_file, finding_tst(finding, size, context, number));
  RecordedFinding r{number,
                    finding.signature(),
                    sgf_file.string(),
                    tst_file.string(),
                    original_plies,
                    finding.moves.size() - (finding.setup.empty() ? 0 : finding.setup_moves),
                    finding.setup.size(),
                    known,
                    game};
  nlohmann::ordered_json line{{"number", number},
                              {"signature", r.signature},
                              {"known", known},
                              {"board", size},
                              {"plies", r.plies},
                              {"original_plies", original_plies},
                              {"setup_stones", r.setup_stones},
                              {"command", gtp::escape_bytes(finding.command, 400)},
                              {"engine_answer", gtp::escape_bytes(finding.engine_answer, 2000)},
                              {"engine_answer_bytes", finding.engine_answer.size()},
                              {"file", r.file},
                              {"tst", r.tst},
                              {"game", game}};
  if (finding.verdict) {
    line["kospec"] = std::string(outcome_name(finding.verdict->outcome)) + " by " +
                     std::string(rule_code(finding.verdict->deciding));
  }
  std::ofstream jsonl(context.dir / "findings.jsonl", std::ios::app);
  jsonl << line.dump() << "\n";
  jsonl.flush();
  if (!jsonl) throw InputError((context.dir / "findings.jsonl").string() + ": cannot write");
  return r;
}

}  // namespace kospec::fuzz
