#include "tools/cli/cmd_check.h"

#include <algorithm>
#include <memory>

#include "rules/game.h"
#include "spec/error.h"
#include "tools/cli/cmd_common.h"
#include "tools/cli/json_output.h"
#include "tools/corpus/case_check.h"

namespace kospec::cli {

namespace {

// The columns: those asked for, else every named ruleset and every other the manifest names.
std::vector<std::string> check_columns(const CheckOptions& options,
                                       const corpus::Manifest& manifest) {
  if (!options.rulesets.empty()) {
    for (const std::string& r : options.rulesets) parse_ruleset(r, options.self_capture);
    return options.rulesets;
  }
  std::vector<std::string> named;
  for (const NamedRuleset& r : named_rulesets()) named.emplace_back(r.name);
  return corpus::with_manifest_rulesets(named, {manifest});
}

Json check_json(const CheckOptions& options, const corpus::CorpusCheck& check) {
  Json cells = Json::array();
  for (const corpus::CaseRow& row : check.rows) {
    for (const corpus::Cell& cell : row.cells) {
      Json item{
          {"file", row.c->file}, {"ruleset", cell.ruleset}, {"actual", cell.actual.short_text()}};
      if (cell.expected) {
        item["expected"] = cell.expected->text();
        item["ok"] = cell.ok();
      }
      cells.push_back(std::move(item));
    }
  }
  Json j = command_json("check");
  j["input"] = options.directory;
  j["checked"] = check.checked;
  j["failed"] = check.failed;
  j["cells"] = cells;
  return j;
}

// The table: a header and one row a case, "+" as expected, "X" not, " " not judged.
std::vector<std::vector<std::string>> check_table(const corpus::CorpusCheck& check) {
  std::vector<std::string> header{"case"};
  header.insert(header.end(), check.columns.begin(), check.columns.end());
  std::vector<std::vector<std::string>> table{header};
  for (const corpus::CaseRow& row : check.rows) {
    std::vector<std::string> line{row.c->file};
    for (const corpus::Cell& cell : row.cells)
      line.push_back((!cell.expected ? " " : cell.ok() ? "+" : "X") + cell.actual.short_text());
    table.push_back(std::move(line));
  }
  return table;
}

void print_table(const std::vector<std::vector<std::string>>& table, std::ostream& out) {
  std::vector<std::size_t> width(table.front().size(), 0);
  for (const auto& row : table)
    for (std::size_t i = 0; i < row.size(); ++i) width[i] = std::max(width[i], row[i].size());
  for (const auto& row : table) {
    std::string line;
    for (std::size_t i = 0; i < row.size(); ++i)
      line += row[i] + std::string(width[i] - row[i].size() + 2, ' ');
    out << line.substr(0, line.find_last_not_of(' ') + 1) << "\n";
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
  cmd->add_option("input", options->directory,
                  "corpus directory (e.g. corpus/cycles), or an SGF file or a folder of them "
                  "without a manifest (their outcomes are shown, not judged)")
      ->required();
  cmd->add_flag("--json", options->json, "one JSON object with every cell");
  cmd->add_option("--ruleset,-r", options->rulesets,
                  "only this ruleset (repeatable; a name or a composition); default: every named "
                  "ruleset and every ruleset the manifest names");
  add_suicide_option(*cmd, options->self_capture);
  cmd->callback([options, &status] { status = run_check(*options, std::cout); });
}

int run_check(const CheckOptions& options, std::ostream& out) {
  const corpus::Manifest manifest = corpus::read_corpus(options.directory);
  const corpus::CorpusCheck check =
      corpus::check_corpus(manifest, check_columns(options, manifest), options.self_capture);
  if (options.json) {
    out << check_json(options, check).dump() << "\n";
    return check.failed == 0 ? 0 : 1;
  }
  print_table(check_table(check), out);
  out << "\n+ as expected, X not as expected, no mark: not judged"
      << (manifest.has_manifest ? " by the manifest" : " (no manifest.json: nothing to judge)")
      << "; ill = illegal, nr = no result, end = play stops, @N = at ply N, then the deciding "
         "rule\n";
  for (const corpus::CaseRow& row : check.rows)
    for (const corpus::Cell& cell : row.cells)
      if (cell.expected && !cell.ok())
        out << "MISMATCH " << row.c->file << " under " << cell.ruleset << ": " << cell.actual.text()
            << ", expected " << cell.expected->text() << "\n";
  out << check.checked << " expectations checked: " << check.checked - check.failed << " passed, "
      << check.failed << " failed\n";
  return check.failed == 0 ? 0 : 1;
}

}  // namespace kospec::cli
