// kospec report: the corpus sections (the case x ruleset table and one section per case with its
// figure, state graph, verdicts and traces, and sources).
#include <filesystem>
#include <fstream>
#include <sstream>

#include "rules/game.h"
#include "spec/error.h"
#include "tools/cli/cmd_check.h"
#include "tools/cli/cmd_explore.h"
#include "tools/cli/cmd_figure.h"
#include "tools/cli/cmd_report.h"
#include "tools/explore/render.h"
#include "tools/figure/figure_svg.h"
#include "tools/sgf/sgf_file.h"

namespace kospec::cli {

namespace {

namespace fs = std::filesystem;
using report::escape;

void write_text(const fs::path& path, const std::string& bytes) {
  std::ofstream out(path, std::ios::binary);
  out << bytes;
  if (!out) throw InputError(path.string() + ": cannot write");
}

std::string anchor(const std::string& file) { return "case-" + fs::path(file).stem().string(); }

// A ruleset's verdict on a main line: the first ply it stops, with the whole trace.
struct LineVerdict {
  std::optional<Refusal> stop;
};

std::string outcome_cell(const Graph& board, const std::vector<Move>& moves, const LineVerdict& v) {
  if (!v.stop) return "complete";
  const Verdict& verdict = v.stop->judgement.verdict;
  return std::string(outcome_name(verdict.outcome)) + " at ply " +
         std::to_string(v.stop->index + 1) + " (" + move_text(board, moves[v.stop->index]) +
         ") by " + std::string(rule_code(verdict.deciding));
}

std::string trace_html(const Verdict& v) {
  std::string out = "<ol class=\"trace\">";
  for (const Finding& f : v.trace) {
    out += "<li><b>" + escape(rule_code(f.rule)) + "</b> " + escape(f.statement) +
           (f.rule == v.deciding && &f == &v.decisive_finding() ? " <i>(decides)</i>" : "") +
           "</li>";
  }
  return out + "</ol>";
}

}  // namespace

std::vector<report::Section> corpus_sections(const ReportOptions& options,
                                             const std::vector<std::string>& rulesets,
                                             bool& all_expected, std::ostream& progress) {
  std::vector<report::Section> sections;
  fs::create_directories(fs::path(options.out) / "cases");
  for (const std::string& dir : options.directories) {
    const fs::path manifest_path = fs::path(dir) / "manifest.json";
    if (!fs::exists(manifest_path)) continue;
    std::ifstream in(manifest_path);
    const Json manifest = Json::parse(in, nullptr, false);
    if (manifest.is_discarded() || !manifest.contains("cases"))
      throw InputError(manifest_path.string() + ": not a corpus manifest");
    // The manifest's expectations, checked by `kospec check` itself.
    std::ostringstream checked;
    const int check_status = run_check({dir, true, rulesets, SelfCapture::Forbidden}, checked);
    all_expected = all_expected && check_status == 0;
    const Json cells = Json::parse(checked.str())["cells"];
    auto cell_of = [&](const std::string& file, const std::string& ruleset) {
      for (const Json& c : cells)
        if (c["file"] == file && c["ruleset"] == ruleset) return c;
      return Json();
    };
    std::vector<std::string> header{"case"};
    header.insert(header.end(), rulesets.begin(), rulesets.end());
    std::vector<std::vector<std::string>> rows;
    std::vector<report::Section> case_sections;
    for (const Json& c : manifest["cases"]) {
      const std::string file = c.value("file", "");
      const std::string title = c.value("title", file);
      const std::string path = (fs::path(dir) / file).string();
      progress << "kospec report: " << path << "\n";
      const sgf::SgfGame game = sgf::read_game_file(path);
      const Graph& board = game.setup.graph;
      std::vector<std::string> row{"<a href=\"#" + anchor(file) + "\">" + escape(title) + "</a>"};
      std::vector<std::vector<std::string>> verdict_rows;
      for (const std::string& name : rulesets) {
        Game g(game.setup, parse_ruleset(name, SelfCapture::Forbidden));
        const LineVerdict v{replay(g, game.moves, game.moves.size())};
        const Json cell = cell_of(file, name);
        const bool judged = cell.contains("ok");
        const bool ok = judged && cell["ok"].get<bool>();
        const std::string css = !judged ? "" : ok ? "ok" : "bad";
        const std::string short_text = cell.value("actual", "");
        row.push_back("<td class=\"" + css + "\">" + escape(short_text) +
                      (judged ? (ok ? " \u2713" : " \u2717") : "") + "</td>");
        std::string details = escape(outcome_cell(board, game.moves, v));
        if (v.stop)
          details += "<br>" + escape(v.stop->judgement.verdict.decisive_finding().statement) +
                     trace_html(v.stop->judgement.verdict);
        verdict_rows.push_back(
            {"<b>" + escape(name) + "</b>", details,
             "<td class=\"" + css + "\">" +
                 escape(cell.value("expected", judged ? "complete" : "not stated")) + "</td>"});
      }
      rows.push_back(row);
      // The figure of one cycle of the main line, and the state graph of the main line's cycle.
      const std::string stem = fs::path(file).stem().string();
      const figure::Figure f =
          figure::make_figure(game.setup, game.moves, {}, SelfCapture::Forbidden);
      const std::string figure_title =
          game_title(game, path) + ", plies " + std::to_string(f.from) + "-" + std::to_string(f.to);
      write_text(fs::path(options.out) / "cases" / (stem + "-figure.svg"),
                 figure::figure_svg(f, figure_title));
      ExploreOptions eo;
      eo.file = path;
      eo.region = "moves";
      eo.max_states = options.max_states;
      eo.max_cycles = 12;
      eo.judges = rulesets;
      const auto run = explore_run(eo);
      const explore::Drawing d = explore_drawing(*run, false, 300);
      write_text(fs::path(options.out) / "cases" / (stem + "-graph.svg"),
                 explore::render_with_pictures(d.dot, d.engine, d.pictures, "svg"));
      std::string html = "<div class=\"case\">";
      if (!c.value("notes", Json::array()).empty()) {
        for (const Json& n : c["notes"])
          html += "<p class=\"note\">" + escape(n.get<std::string>()) + "</p>";
      }
      html += "<figure><img src=\"cases/" + stem + "-figure.svg\" alt=\"" + escape(title) +
              ": figure of one cycle\"><figcaption>Figure: " + escape(figure_title) +
              " (<code>kospec figure " + escape(path) + "</code>)</figcaption></figure>";
      html +=
          "<figure><img src=\"cases/" + stem + "-graph.svg\" alt=\"" + escape(title) +
          ": state graph of the cycle with every ruleset's verdicts\"><figcaption>State graph (no-ko states, region: the points the main line plays on): " +
          escape(run->results.drawn ? run->results.drawn->why : "no cycle") +
          ". <code>kospec explore " + escape(path) +
          " --region moves --svg G.svg</code></figcaption></figure>";
      html +=
          "<h4>The main line under each ruleset (plies from the setup)</h4>" +
          report::html_table({"ruleset", "verdict, deciding finding and trace", "manifest expects"},
                             verdict_rows);
      html += "<h4>Sources</h4><ul>";
      for (const Json& s : c.value("sources", Json::array()))
        html += "<li>" + escape(s.get<std::string>()) + "</li>";
      html += "</ul></div>";
      case_sections.push_back({anchor(file), title + " (" + file + ")", html});
    }
    sections.push_back(
        {"corpus-" + fs::path(dir).filename().string(),
         "Corpus " + dir + ": every case under every ruleset",
         "<p>Each cell is the outcome of replaying the case's main line: <i>ill</i> illegal, "
         "<i>nr</i> no result, <i>end</i> play stops, @N at ply N (plies count from the setup, ply 0), then the deciding rule. "
         "\u2713 as the manifest expects, \u2717 not as expected (from <code>kospec check " +
             escape(dir) + "</code>).</p>" + report::html_table(header, rows, "matrix")});
    sections.insert(sections.end(), case_sections.begin(), case_sections.end());
  }
  return sections;
}

}  // namespace kospec::cli
