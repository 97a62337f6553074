#include "tools/cli/solve_table.h"

#include <cstdio>
#include <optional>

#include "tools/cli/text_output.h"
#include "tools/solve/result.h"
#include "tools/solve/search.h"

namespace kospec::cli {

namespace {

std::string pad(std::string s, std::size_t width) {
  return s.size() < width ? s + std::string(width - s.size(), ' ') : s + " ";
}

std::string seconds_cell(double s) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.3f", s);
  return buf;
}

std::string number_cell(const std::optional<int>& v) { return v ? std::to_string(*v) : ""; }

Json optional_json(const std::optional<int>& v) { return v ? Json(*v) : Json(nullptr); }

// A CSV field, quoted when it must be (RFC 4180).
std::string csv_field(const std::string& text) {
  if (text.find_first_of(",\"\r\n") == std::string::npos) return text;
  std::string quoted = "\"";
  for (const char c : text) quoted += c == '"' ? std::string("\"\"") : std::string(1, c);
  return quoted + "\"";
}

std::string csv_line(const std::vector<std::string>& fields) {
  std::string line;
  for (const std::string& f : fields) line += (line.empty() ? "" : ",") + csv_field(f);
  return line + "\n";
}

std::vector<std::string> position_fields(const CsvPosition& p, const std::string& ruleset) {
  return {p.name, p.board, std::to_string(p.at), std::string(1, p.to_move), ruleset, p.suicide};
}

}  // namespace

bool every_game_ends(const values::Row& row) {
  return row.result.every_game_ends || solve::search_applies(row.ruleset);
}

std::string solve_status(const values::Row& row) {
  if (row.result.stopped) return "stopped";
  if (row.result.value()) return "solved";
  return every_game_ends(row) ? "no-result" : "endless";
}

std::string line_cell(const Graph& board, const std::vector<Move>& line, std::size_t most) {
  if (line.size() <= most) return moves_text(board, line);
  const std::vector<Move> first(line.begin(), line.begin() + static_cast<long>(most));
  return moves_text(board, first) + ", ... (" + std::to_string(line.size()) + " plies)";
}

std::string text_table_header() {
  return pad("ruleset", 30) + pad("method", 12) + pad("result", 16) + pad("nodes", 14) +
         pad("seconds", 10) + "line (principal variation, or the witness line)\n";
}

std::string text_table_row(const Graph& board, const values::Row& row) {
  const auto& r = row.result;
  return pad(row.ruleset.name, 30) + pad(std::string(solve::solve_method_name(r.method)), 12) +
         pad(solve::summary(r), 16) + pad(std::to_string(r.nodes), 14) +
         pad(seconds_cell(r.seconds), 10) + (r.pv.empty() ? "-" : line_cell(board, r.pv)) + "\n";
}

Json solve_row_json(const Graph& g, const values::Row& row) {
  const solve::SolveResult& r = row.result;
  Json pv = Json::array();
  for (const Move& m : r.pv) pv.push_back(move_text(g, m));
  return Json{{"ruleset", row.ruleset.name},
              {"method", solve::solve_method_name(r.method)},
              {"status", solve_status(row)},
              {"value", optional_json(r.value())},
              {"black_forces", optional_json(r.black_forces)},
              {"white_forces", optional_json(r.white_forces)},
              {"black_avoids_end", r.black_avoids_end},
              {"white_avoids_end", r.white_avoids_end},
              {"every_game_ends", every_game_ends(row)},
              {"summary", solve::summary(r)},
              {"description", solve::describe(r)},
              {"pv", pv},
              {"pv_repeats", r.pv_repeats},
              {"nodes", r.nodes},
              {"max_nodes", row.max_nodes},
              {"checked_states", r.checked_states},
              {"settled_states", r.settled_states},
              {"unchecked_by", r.unchecked_by},
              {"proven_lower", optional_json(r.proven_lower)},
              {"proven_upper", optional_json(r.proven_upper)},
              {"seconds", r.seconds},
              {"stopped_by", r.stopped_by},
              {"theorem", r.theorem}};
}

std::string csv_header() {
  return csv_line({"position", "board", "at", "to_move", "ruleset", "suicide", "method", "status",
                   "value", "black_forces", "white_forces", "proven_lower", "proven_upper",
                   "summary", "nodes", "seconds", "stopped_by", "pv"});
}

std::string csv_row(const CsvPosition& position, const Graph& board, const values::Row& row) {
  const auto& r = row.result;
  std::vector<std::string> fields = position_fields(position, row.ruleset.name);
  std::vector<std::string> pv;
  for (const Move& m : r.pv) pv.push_back(move_text(board, m));
  for (std::string f :
       {std::string(solve::solve_method_name(r.method)), solve_status(row), number_cell(r.value()),
        number_cell(r.black_forces), number_cell(r.white_forces), number_cell(r.proven_lower),
        number_cell(r.proven_upper), solve::summary(r), std::to_string(r.nodes),
        seconds_cell(r.seconds), r.stopped_by, joined(pv)})
    fields.push_back(std::move(f));
  return csv_line(fields);
}

std::string csv_not_run(const CsvPosition& position, const std::string& ruleset) {
  std::vector<std::string> fields = position_fields(position, ruleset);
  fields.insert(fields.end(), {"", "not-run", "", "", "", "", "", "", "", "", "", ""});
  return csv_line(fields);
}

}  // namespace kospec::cli
