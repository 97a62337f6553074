#include "spec/trace.h"

#include "spec/error.h"

namespace kospec {

std::string_view outcome_name(Outcome outcome) {
  switch (outcome) {
    case Outcome::Legal:
      return "legal";
    case Outcome::Illegal:
      return "illegal";
    case Outcome::NoResult:
      return "no-result";
    case Outcome::Ends:
      return "ends";
  }
  return "?";
}

const Finding& Verdict::decisive_finding() const {
  for (auto it = trace.rbegin(); it != trace.rend(); ++it) {
    if (it->rule == deciding) return *it;
  }
  throw PreconditionError("Verdict::decisive_finding: the deciding rule made no finding");
}

}  // namespace kospec
