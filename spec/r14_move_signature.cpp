#include "spec/r14_move_signature.h"

namespace kospec {

PointSet move_signature(Point played, const PointSet& captured,
                        const std::vector<PointSet>& threatened) {
  PointSet signature{played};
  signature.insert_all(captured);
  for (const PointSet& s : threatened) signature.insert_all(s);
  return signature;
}

bool same_signature(const Signature& a, const Signature& b, R14Reading reading) {
  return a.points == b.points &&
         (reading == R14Reading::Union || (a.played == b.played && a.captured == b.captured));
}

}  // namespace kospec
