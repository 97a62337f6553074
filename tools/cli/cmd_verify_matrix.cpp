// kospec verify DIR --readings RULE: the readings matrix (tools/claims/matrix.h) as a listing or
// JSON.
#include <iostream>
#include <memory>

#include "tools/claims/matrix.h"
#include "tools/cli/cmd_verify.h"
#include "tools/cli/command_limits.h"
#include "tools/cli/command_stop.h"
#include "tools/cli/json_output.h"
#include "tools/cli/progress_line.h"
#include "tools/cli/text_output.h"

namespace kospec::cli {

namespace {

// The mark of a cell in the listing: + holds, - refuted, ? unknown.
char mark(const claims::Decision& d) {
  return d.status == claims::Status::Holds ? '+' : d.status == claims::Status::Refuted ? '-' : '?';
}

// The readings in the listing's legend: "[1] A1 (default)  [2] ...".
std::string legend(const claims::RuleMatrix& m) {
  std::string text;
  for (std::size_t r = 0; r < m.readings.size(); ++r) {
    const claims::MatrixReading& x = m.readings[r];
    text += "  [" + std::to_string(r + 1) + "] " + x.term + (x.is_default ? " (default)" : "") +
            (x.literal ? " (literal)" : "") + "\n";
  }
  return text;
}

std::string padded(std::string text, std::size_t width) {
  text.resize(std::max(width, text.size()), ' ');
  return text;
}

// The claim x reading table, with the claims kept by each reading.
std::string table(const claims::RuleMatrix& m) {
  std::size_t width = 5;
  for (const claims::MatrixRow& row : m.rows) width = std::max(width, row.claim->id.size() + 2);
  std::string text = "  " + padded("claim", width);
  for (std::size_t r = 0; r < m.readings.size(); ++r) text += padded(std::to_string(r + 1), 4);
  text += "\n";
  for (const claims::MatrixRow& row : m.rows) {
    text += "  " + padded(row.claim->id, width);
    for (const claims::Decision& d : row.decisions) text += padded(std::string(1, mark(d)), 4);
    text += "\n";
  }
  text += "  " + padded("kept", width);
  for (const claims::MatrixReading& x : m.readings) text += padded(std::to_string(x.kept), 4);
  return text + "\n";
}

// Each claim of each conflict with the readings that refute it and their lines.
std::string conflict_text(const claims::RuleMatrix& m) {
  std::string text;
  for (const std::vector<std::size_t>& conflict : m.conflicts)
    for (std::size_t i : conflict) {
      const claims::MatrixRow& row = m.rows[i];
      text += "    " + row.claim->id + " (\"" + row.claim->quote + "\")\n";
      for (std::size_t r = 0; r < m.readings.size(); ++r) {
        const claims::Decision& d = row.decisions[r];
        if (d.status != claims::Status::Refuted) continue;
        text += "      refuted under " + row.asked[r].ruleset.name + ": " + d.why + "\n";
        const sgf::SgfGame g = claims::counterexample_game(row, d);
        text += "        line: " +
                (g.moves.empty() ? "(the setup)" : moves_text(g.setup.graph, g.moves)) + "\n";
      }
    }
  return text;
}

std::string matrix_text(const claims::RuleMatrix& m) {
  std::string text = "Readings of " + m.rule + ": " + std::to_string(m.readings.size()) +
                     " readings, " + std::to_string(m.rows.size()) +
                     " claims (each under its own ruleset, " + m.rule +
                     "'s term replaced; + holds, - refuted, ? unknown)\n" + legend(m) + table(m);
  if (m.chosen) {
    const claims::MatrixReading& best = m.readings[*m.chosen];
    text += "  chosen: " + best.term + " (keeps " + std::to_string(best.kept) + " of " +
            std::to_string(m.rows.size()) + "; ties go to the literal words)" +
            (best.is_default ? ", the default" : ", NOT the default") + "\n";
  }
  text += "  finding: " + claims::matrix_finding(m) + "\n" + conflict_text(m);
  return text;
}

Json matrix_json(const claims::RuleMatrix& m) {
  Json readings = Json::array();
  for (const claims::MatrixReading& x : m.readings)
    readings.push_back({{"term", x.term},
                        {"literal", x.literal},
                        {"default", x.is_default},
                        {"kept", x.kept},
                        {"refuted", x.refuted},
                        {"unknown", x.unknown}});
  Json rows = Json::array();
  for (const claims::MatrixRow& row : m.rows) {
    Json results = Json::array();
    for (std::size_t r = 0; r < row.decisions.size(); ++r)
      results.push_back(claim_result_json({row.claim, row.position, row.asked[r], row.decisions[r]},
                                          row.position->game.setup.graph));
    rows.push_back({{"id", row.claim->id},
                    {"quote", row.claim->quote},
                    {"ruleset", row.base},
                    {"results", results}});
  }
  Json conflicts = Json::array(), unanimous = Json::array();
  for (const std::vector<std::size_t>& conflict : m.conflicts) {
    Json ids = Json::array();
    for (std::size_t i : conflict) ids.push_back(m.rows[i].claim->id);
    conflicts.push_back(ids);
  }
  for (std::size_t i : m.unanimous) unanimous.push_back(m.rows[i].claim->id);
  return {{"rule", m.rule},
          {"readings", readings},
          {"claims", rows},
          {"chosen", m.chosen ? Json(m.readings[*m.chosen].term) : Json(nullptr)},
          {"finding", claims::matrix_finding(m)},
          {"conflict", conflicts.empty() ? Json::array() : conflicts.front()},
          {"conflicts", conflicts},
          {"unanimous", unanimous},
          {"complete", m.complete}};
}

}  // namespace

int run_readings_matrix(const VerifyOptions& given, std::ostream& out) {
  const std::string input = given.input.empty() ? "corpus/claims" : given.input;
  std::vector<claims::Claim> all = claims::read_claims(input);
  if (!given.claim_ids.empty())
    std::erase_if(all, [&](const claims::Claim& c) {
      return std::find(given.claim_ids.begin(), given.claim_ids.end(), c.id) ==
             given.claim_ids.end();
    });
  std::vector<claims::ClaimPosition> positions;
  for (const claims::Claim& c : all) positions.push_back(claims::read_claim_position(c));
  const CommandStop stop(given.time_limit_seconds);
  const explore::ExactLimits native =
      command_limits(given.max_states, 1'000'000, given.max_memory_mb, given.progress_seconds,
                     stop.flag(), progress_sink("verify --readings", std::make_shared<WorkName>()));
  claims::SearchLimits limits;
  limits.max_nodes = native.max_states;
  limits.max_bytes = native.max_bytes;
  limits.control = native.control;
  const std::vector<claims::RuleMatrix> matrices = claims::readings_matrix(
      all, positions, given.readings, limits, given.claim_seconds, {}, given.threads);
  bool complete = true;
  Json listed = Json::array();
  for (const claims::RuleMatrix& m : matrices) {
    complete = complete && m.complete;
    if (given.json)
      listed.push_back(matrix_json(m));
    else
      out << matrix_text(m) << "\n";
  }
  if (!complete) std::cerr << "kospec verify --readings: stopped by " << stop.why() << "\n";
  if (given.json) {
    Json j = command_json("verify");
    j["input"] = input;
    j["matrix"] = listed;
    out << j.dump() << "\n";
  }
  return complete ? 0 : 1;
}

}  // namespace kospec::cli
