#include "tools/cli/cmd_check.h"

#include <filesystem>
#include <fstream>
#include <map>
#include <memory>

#include "rules/game.h"
#include "spec/error.h"
#include "tools/cli/cmd_common.h"
#include "tools/cli/json_output.h"
#include "tools/sgf/sgf_file.h"

namespace kospec::cli {

namespace {

// The outcome of replaying a main line: "complete", or where and how it stopped.
struct Outcome3 {
  std::string outcome = "complete";
  std::size_t ply = 0;
  std::string rule;

  std::string text() const {
    return outcome == "complete" ? "complete" : outcome + "@" + std::to_string(ply) + " " + rule;
  }
  std::string short_text() const {
    if (outcome == "complete") return "complete";
    const std::string word = outcome == "illegal" ? "ill" : outcome == "no-result" ? "nr" : "end";
    return word + "@" + std::to_string(ply) + " " + rule;
  }
  bool operator==(const Outcome3&) const = default;
};

Outcome3 replay_case(const sgf::SgfGame& game, const Ruleset& ruleset) {
  Game g(game.setup, ruleset);
  const auto stop = replay(g, game.moves, game.moves.size());
  if (!stop) return {};
  const Verdict& v = stop->judgement.verdict;
  return {std::string(outcome_name(v.outcome)), stop->index + 1,
          std::string(rule_code(v.deciding))};
}

Outcome3 expected_from(const Json& e, const std::string& where) {
  if (!e.is_object() || !e.contains("outcome") || !e["outcome"].is_string()) {
    throw InputError(where + ": expected an object with \"outcome\"");
  }
  Outcome3 o{e["outcome"].get<std::string>(), 0, ""};
  if (o.outcome == "complete") return o;
  if (o.outcome != "illegal" && o.outcome != "no-result" && o.outcome != "ends") {
    throw InputError(where + ": outcome '" + o.outcome +
                     "', expected complete, illegal, no-result or ends");
  }
  if (!e.contains("ply") || !e["ply"].is_number_unsigned() || !e.contains("rule") ||
      !e["rule"].is_string()) {
    throw InputError(where + ": expected \"ply\" (a positive integer) and \"rule\" (an id)");
  }
  o.ply = e["ply"].get<std::size_t>();
  o.rule = e["rule"].get<std::string>();
  return o;
}

Json read_manifest(const std::filesystem::path& path) {
  std::ifstream in(path);
  if (!in) throw InputError(path.string() + ": cannot open the corpus manifest");
  try {
    Json manifest = Json::parse(in);
    if (!manifest.contains("cases") || !manifest["cases"].is_array()) {
      throw InputError(path.string() + ": expected an object with a \"cases\" array");
    }
    return manifest;
  } catch (const Json::parse_error& e) {
    throw InputError(path.string() + ": not valid JSON: " + e.what());
  }
}

}  // namespace

void add_check_command(CLI::App& app, int& status) {
  auto options = std::make_shared<CheckOptions>();
  CLI::App* cmd = app.add_subcommand(
      "check",
      "Replay every case of a corpus (DIR/manifest.json) under every ruleset it names and "
      "compare with the expected verdicts; print a case x ruleset table. Exit 0 all as "
      "expected, 1 a mismatch, 2 a bad manifest or file.");
  cmd->add_option("directory", options->directory, "corpus directory, e.g. corpus/cycles")
      ->required()
      ->check(CLI::ExistingDirectory);
  cmd->add_flag("--json", options->json, "one JSON object with every cell");
  cmd->add_option("--ruleset,-r", options->rulesets,
                  "only this ruleset (repeatable; a name or a composition); default: every named "
                  "ruleset and every ruleset the manifest names");
  add_suicide_option(*cmd, options->self_capture);
  cmd->callback([options, &status] { status = run_check(*options, std::cout); });
}

int run_check(const CheckOptions& options, std::ostream& out) {
  const std::filesystem::path dir(options.directory);
  const Json manifest = read_manifest(dir / "manifest.json");
  // Columns: every named ruleset, then any other ruleset a case names, in order of appearance.
  std::vector<std::string> columns = options.rulesets;
  if (columns.empty()) {
    for (const NamedRuleset& r : named_rulesets()) columns.emplace_back(r.name);
    for (const Json& c : manifest["cases"]) {
      if (!c.contains("expect")) continue;
      for (const auto& [name, _] : c["expect"].items()) {
        if (std::find(columns.begin(), columns.end(), name) == columns.end())
          columns.push_back(name);
      }
    }
  }
  std::vector<Ruleset> rulesets;
  for (const std::string& name : columns)
    rulesets.push_back(parse_ruleset(name, options.self_capture));
  // The manifest's expectations hold for self-capture forbidden; with another option they are
  // shown, not judged.
  const bool judge = options.self_capture == SelfCapture::Forbidden;

  std::size_t checked = 0, failed = 0;
  std::vector<std::string> mismatches;
  Json cells = Json::array();
  std::vector<std::vector<std::string>> table;
  for (const Json& c : manifest["cases"]) {
    if (!c.contains("file") || !c["file"].is_string())
      throw InputError((dir / "manifest.json").string() + ": a case without \"file\"");
    const std::string file = c["file"].get<std::string>();
    const sgf::SgfGame game = sgf::read_game_file((dir / file).string());
    std::vector<std::string> row{file};
    for (std::size_t i = 0; i < columns.size(); ++i) {
      const Outcome3 actual = replay_case(game, rulesets[i]);
      std::string cell = actual.short_text();
      Json item{{"file", file}, {"ruleset", columns[i]}, {"actual", cell}};
      if (judge && c.contains("expect") && c["expect"].contains(columns[i])) {
        const Outcome3 expected = expected_from(c["expect"][columns[i]], file + " / " + columns[i]);
        ++checked;
        const bool ok = expected == actual;
        failed += ok ? 0 : 1;
        cell = (ok ? "+" : "X") + cell;
        if (!ok)
          mismatches.push_back(file + " under " + columns[i] + ": " + actual.text() +
                               ", expected " + expected.text());
        item["expected"] = expected.text();
        item["ok"] = ok;
      } else {
        cell = " " + cell;
      }
      cells.push_back(std::move(item));
      row.push_back(cell);
    }
    table.push_back(std::move(row));
  }
  if (options.json) {
    out << Json{{"directory", options.directory},
                {"checked", checked},
                {"failed", failed},
                {"cells", cells}}
               .dump()
        << "\n";
    return failed == 0 ? 0 : 1;
  }
  std::vector<std::string> header{"case"};
  header.insert(header.end(), columns.begin(), columns.end());
  table.insert(table.begin(), header);
  std::vector<std::size_t> width(header.size(), 0);
  for (const auto& row : table) {
    for (std::size_t i = 0; i < row.size(); ++i) width[i] = std::max(width[i], row[i].size());
  }
  for (const auto& row : table) {
    std::string line;
    for (std::size_t i = 0; i < row.size(); ++i)
      line += row[i] + std::string(width[i] - row[i].size() + 2, ' ');
    out << line.substr(0, line.find_last_not_of(' ') + 1) << "\n";
  }
  out << "\n+ as expected, X not as expected, no mark: not judged by the manifest; ill = illegal, "
         "nr = no result, end = play stops, @N = at ply N, then the deciding rule\n";
  for (const std::string& m : mismatches) out << "MISMATCH " << m << "\n";
  out << checked << " expectations checked: " << checked - failed << " passed, " << failed
      << " failed\n";
  return failed == 0 ? 0 : 1;
}

}  // namespace kospec::cli
