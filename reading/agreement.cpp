#include "reading/agreement.h"

#include <cstdio>

namespace kospec::reading {

ProblemVerdicts judge_problem(const LocalProblem& problem, int horizon, const ReadingLimits& limits,
                              std::size_t state_limit) {
  ProblemVerdicts v;
  v.exact = classify_exactly(problem, horizon, state_limit);
  for (std::size_t s = 0; s < kSchemes.size(); ++s) {
    FastBoard board = problem.board();
    Reader reader(board, limits, kSchemes[s], 16);
    v.attack[s] = reader.attack(problem.target);
    reader.clear_cache();
    v.defend[s] = reader.find_defense(problem.target);
  }
  return v;
}

void AgreementTable::add(const ProblemVerdicts& v) {
  ++problems_;
  if (!v.exact.complete) {
    ++incomplete_;
    return;
  }
  for (std::size_t s = 0; s < 3; ++s) {
    ++attack_[s][static_cast<std::size_t>(v.exact.attack)]
             [static_cast<std::size_t>(v.attack[s].code)];
    ++defend_[s][static_cast<std::size_t>(v.exact.defend)]
             [static_cast<std::size_t>(v.defend[s].code)];
  }
}

std::size_t AgreementTable::count(std::size_t scheme, bool attack, ReadCode exact,
                                  ReadCode reader) const {
  const Confusion& c = attack ? attack_[scheme] : defend_[scheme];
  return c[static_cast<std::size_t>(exact)][static_cast<std::size_t>(reader)];
}

std::size_t AgreementTable::agreements(std::size_t scheme, bool attack) const {
  std::size_t n = 0;
  for (std::size_t k = 0; k < 4; ++k) n += (attack ? attack_ : defend_)[scheme][k][k];
  return n;
}

std::string AgreementTable::render() const {
  const std::size_t judged = problems_ - incomplete_;
  std::string out;
  char line[160];
  std::snprintf(line, sizeof line, "%zu problems, %zu judged (exact search complete)\n", problems_,
                judged);
  out += line;
  out += "scheme            attack agrees     defend agrees\n";
  for (std::size_t s = 0; s < 3; ++s) {
    const double a =
        judged ? 100.0 * static_cast<double>(agreements(s, true)) / static_cast<double>(judged)
               : 0.0;
    const double d =
        judged ? 100.0 * static_cast<double>(agreements(s, false)) / static_cast<double>(judged)
               : 0.0;
    std::snprintf(line, sizeof line, "%-16s  %4zu (%5.1f%%)    %4zu (%5.1f%%)\n",
                  std::string(scheme_name(kSchemes[s])).c_str(), agreements(s, true), a,
                  agreements(s, false), d);
    out += line;
  }
  const ReadCode order[4] = {ReadCode::Win, ReadCode::KoA, ReadCode::KoB, ReadCode::Lose};
  for (bool attack : {true, false}) {
    for (std::size_t s = 0; s < 3; ++s) {
      out += std::string(attack ? "attack" : "defend") + ", scheme " +
             std::string(scheme_name(kSchemes[s])) +
             ": rows exact class, columns reader code\n          WIN  KO_A  KO_B     0\n";
      for (ReadCode e : order) {
        std::snprintf(line, sizeof line, "  %-5s", std::string(code_name(e)).c_str());
        out += line;
        for (ReadCode r : order) {
          std::snprintf(line, sizeof line, " %5zu", count(s, attack, e, r));
          out += line;
        }
        out += "\n";
      }
    }
  }
  return out;
}

}  // namespace kospec::reading
