#include "tools/fuzz/fuzz_report.h"

#include <fstream>
#include <iomanip>
#include <sstream>

#include <nlohmann/json.hpp>

#include "spec/error.h"
#include "tools/sgf/sgf_game.h"

namespace kospec::fuzz {

std::string finding_sgf(const Finding& finding, int size, const std::string& engine_command,
                        const std::string& ruleset) {
  const Graph g = Graph::grid(size, size);
  sgf::SgfGame game{{g, Configuration(g.size()), Player::Black}, finding.moves, {}, {}, "", {}};
  std::ostringstream comment;
  comment << "kospec fuzz finding: " << finding.signature() << "\n"
          << "engine: " << engine_command << "\n"
          << "kospec ruleset: " << ruleset << "\n"
          << "command: " << finding.command << "\n"
          << "engine answer: " << finding.engine_answer << "\n";
  if (finding.move) {
    comment << "disputed move: " << player_letter(finding.move->player) << " "
            << (finding.move->is_pass() ? "pass" : g.name(*finding.move->point)) << " after "
            << finding.moves.size() << " plies\n";
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

RecordedFinding write_finding(const std::filesystem::path& dir, std::size_t number,
                              const Finding& finding, std::size_t original_plies, int size,
                              const std::string& engine_command, const std::string& ruleset,
                              bool known) {
  std::ostringstream name;
  name << "finding-" << std::setw(4) << std::setfill('0') << number << ".sgf";
  const std::filesystem::path file = dir / name.str();
  std::ofstream(file) << finding_sgf(finding, size, engine_command, ruleset);
  RecordedFinding r{number,         finding.signature(),  file.string(),
                    original_plies, finding.moves.size(), known};
  nlohmann::ordered_json line{{"number", number},
                              {"signature", r.signature},
                              {"known", known},
                              {"board", size},
                              {"plies", r.plies},
                              {"original_plies", original_plies},
                              {"command", finding.command},
                              {"engine_answer", finding.engine_answer},
                              {"file", r.file}};
  if (finding.verdict) {
    line["kospec"] = std::string(outcome_name(finding.verdict->outcome)) + " by " +
                     std::string(rule_code(finding.verdict->deciding));
  }
  std::ofstream(dir / "findings.jsonl", std::ios::app) << line.dump() << "\n";
  if (!std::filesystem::exists(file))
    throw InputError(file.string() + ": cannot write the finding");
  return r;
}

}  // namespace kospec::fuzz
