#include "tools/reading_campaign/campaign_stats.h"

#include <cstdio>

namespace kospec::reading::campaign {

namespace {

double percent(std::uint64_t part, std::uint64_t whole) {
  return whole == 0 ? 100.0 : 100.0 * static_cast<double>(part) / static_cast<double>(whole);
}

std::string fixed(double x, int decimals) {
  char buffer[32];
  std::snprintf(buffer, sizeof buffer, "%.*f", decimals, x);
  return buffer;
}

// "10483/10484": a part of a whole, exactly (a rounded percentage can read 100.0 with misses).
std::string of(std::uint64_t part, std::uint64_t whole) {
  return std::to_string(part) + "/" + std::to_string(whole);
}

nlohmann::ordered_json question_json(const QuestionTally& q) {
  return {{"asked", q.asked},
          {"codes_agree", q.codes_agree},
          {"codes_agree_percent", percent(q.codes_agree, q.asked)},
          {"moves_compared", q.moves_compared},
          {"moves_agree", q.moves_agree},
          {"moves_unchecked", q.moves_unchecked},
          {"kospec_nodes", q.kospec_nodes},
          {"gnugo_nodes", q.gnugo_nodes}};
}

std::string row(const std::string& name, const Tally& t) {
  const QuestionTally& a = t.attack;
  const QuestionTally& d = t.defend;
  const std::uint64_t asked = a.asked + d.asked;
  const double kn = asked == 0 ? 0
                               : static_cast<double>(a.kospec_nodes + d.kospec_nodes) /
                                     static_cast<double>(asked);
  const double gn =
      asked == 0 ? 0
                 : static_cast<double>(a.gnugo_nodes + d.gnugo_nodes) / static_cast<double>(asked);
  return name + ": " + std::to_string(t.strings) + " strings; codes agree " +
         fixed(t.code_agreement(), 2) + "% (attack " + of(a.codes_agree, a.asked) + ", defend " +
         of(d.codes_agree, d.asked) + "); moves agree " +
         of(a.moves_agree + d.moves_agree, a.moves_compared + d.moves_compared) +
         "; nodes/question kospec " + fixed(kn, 1) + ", GNU Go " + fixed(gn, 1) + "\n";
}

}  // namespace

void QuestionTally::add(const QuestionTally& o) {
  asked += o.asked;
  codes_agree += o.codes_agree;
  moves_compared += o.moves_compared;
  moves_agree += o.moves_agree;
  moves_unchecked += o.moves_unchecked;
  kospec_nodes += o.kospec_nodes;
  gnugo_nodes += o.gnugo_nodes;
}

double Tally::code_agreement() const {
  return percent(attack.codes_agree + defend.codes_agree, attack.asked + defend.asked);
}

void Tally::add(const Tally& o) {
  strings += o.strings;
  attack.add(o.attack);
  defend.add(o.defend);
}

nlohmann::ordered_json Tally::json() const {
  return {{"strings", strings},
          {"codes_agree_percent", code_agreement()},
          {"attack", question_json(attack)},
          {"defend", question_json(defend)}};
}

Tally CampaignStats::total(const std::map<int, Tally>& by_size) {
  Tally t;
  for (const auto& [size, tally] : by_size) t.add(tally);
  return t;
}

nlohmann::ordered_json CampaignStats::json() const {
  nlohmann::ordered_json ko_sizes = nlohmann::ordered_json::object();
  for (const auto& [size, t] : ko_by_size) ko_sizes[std::to_string(size)] = t.json();
  nlohmann::ordered_json all_sizes = nlohmann::ordered_json::object();
  for (const auto& [size, t] : all_by_size) all_sizes[std::to_string(size)] = t.json();
  return {{"games", games},
          {"plies", plies},
          {"duplicates_skipped", duplicates},
          {"ko_positions", total(ko_by_size).json()},
          {"ko_positions_by_size", ko_sizes},
          {"all_strings", total(all_by_size).json()},
          {"all_strings_by_size", all_sizes},
          {"disagreements", disagreements},
          {"distinct_disagreements", distinct_disagreements},
          {"cases_written", cases_written},
          {"verdicts", verdicts},
          {"engine_errors", engine_errors},
          {"engine_restarts", engine_restarts},
          {"input_errors", input_errors},
          {"interrupted", interrupted},
          {"seconds", seconds}};
}

std::string CampaignStats::text() const {
  std::string out = std::to_string(games) + " games, " + std::to_string(plies) + " positions" +
                    (interrupted ? " (interrupted)" : "") + "\n";
  out += row("ko positions", total(ko_by_size));
  for (const auto& [size, t] : ko_by_size)
    out += row("  " + std::to_string(size) + "x" + std::to_string(size), t);
  out += row("all strings read", total(all_by_size));
  out += std::to_string(disagreements) + " disagreements on ko positions (" +
         std::to_string(distinct_disagreements) + " distinct), " + std::to_string(cases_written) +
         " saved as cases; right:";
  for (const auto& [who, n] : verdicts) out += " " + who + " " + std::to_string(n) + ",";
  out += " engine errors " + std::to_string(engine_errors) + "\n";
  return out;
}

}  // namespace kospec::reading::campaign
